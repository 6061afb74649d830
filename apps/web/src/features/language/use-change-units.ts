import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TUnitsPreference } from '@tramline/domain';
import { sessionStore } from '../../api';
import { updateSession } from '../auth/auth.queries';

/** Saves a signed-in user's choice of units with the user; every screen then shows it. */
export function useChangeUnits() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (units: TUnitsPreference) => {
      const answer = await updateSession({ units });
      sessionStore.set(answer);
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: () => notifications.show({ color: 'red', message: t('language.units.saveError') }),
  });
}
