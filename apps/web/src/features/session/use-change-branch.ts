import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TUnit } from '@tramline/domain';
import { errorText, sessionStore } from '../../api';
import { currentLocale } from '../../i18n';
import { confirmAction } from '../../ui';
import { updateSession } from '../auth/auth.queries';
import { saveActiveLocations } from './session.queries';

/** Spec: the page reloads 300 ms after the branch changed. */
export const UNIT_CHANGE_RELOAD_MS = 300;

/**
 * Changing branch: confirm, clear the active locations, refresh the login with the new unit and
 * the user's language, then reload the page after 300 ms so every screen starts in the new branch.
 */
export function useChangeBranch(reload: () => void = () => window.location.reload()) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: async (unit: TUnit) => {
      await saveActiveLocations([]);
      const answer = await updateSession({ unit: unit.id, language: currentLocale() });
      sessionStore.set(answer);
    },
    onSuccess: () => {
      setTimeout(reload, UNIT_CHANGE_RELOAD_MS);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('branch.changeError'),
        message: errorText(error, t('errors.request')),
      }),
  });

  async function changeBranch(unit: TUnit) {
    const confirmed = await confirmAction({
      title: t('branch.changeTitle'),
      message: t('branch.changeBody', { branch: unit.descUnidade }),
      confirmLabel: t('branch.changeConfirm'),
    });
    if (confirmed) await mutation.mutateAsync(unit).catch(() => undefined);
    return confirmed;
  }

  return { changeBranch, isChanging: mutation.isPending || mutation.isSuccess };
}
