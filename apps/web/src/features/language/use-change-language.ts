import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@tramline/domain';
import { sessionStore } from '../../api';
import { applyLocale } from '../../i18n';
import { updateSession } from '../auth/auth.queries';
import { storeLocale } from './locale-preference';

/** Switches the interface language; a signed-in user's choice is saved with the user. */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: TLocale) => {
      if (sessionStore.get()) {
        const answer = await updateSession({ language: locale });
        sessionStore.set(answer);
      }
      storeLocale(locale);
      await applyLocale(locale);
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: () => notifications.show({ color: 'red', message: t('language.saveError') }),
  });
}
