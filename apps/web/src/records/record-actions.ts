import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../api';
import { confirmAction } from '../ui';

/** 409 answers meaning 'already used': the record stays, and may be deactivated instead. */
const USED_CODES = new Set(['equipmentUsed', 'groupUsed', 'implementUsed', 'trailerUsed']);

interface TRecordActionsOptions {
  /** Query keys to refresh after a change (the list and the record). */
  invalidate: QueryKey[];
}

/**
 * Delete, deactivate and activate for a record list, with the spec's flow: a delete the server
 * refuses because the record was already used offers to deactivate it instead.
 */
export function useRecordActions({ invalidate }: TRecordActionsOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  async function setActive(name: string, active: boolean, change: () => Promise<unknown>) {
    try {
      await change();
      notifications.show({
        color: 'green',
        message: t(active ? 'fleet.common.activated' : 'fleet.common.deactivated', { name }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('fleet.common.statusError'),
        message: errorText(error, t('errors.request')),
      });
    } finally {
      await refresh();
    }
  }

  async function remove(
    name: string,
    deleteRecord: () => Promise<unknown>,
    deactivate?: () => Promise<unknown>,
  ) {
    const confirmed = await confirmAction({
      title: t('fleet.common.deleteTitle', { name }),
      message: t('fleet.common.deleteBody'),
      confirmLabel: t('fleet.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteRecord();
      notifications.show({ color: 'green', message: t('fleet.common.deleted', { name }) });
      await refresh();
    } catch (error) {
      if (deactivate && isApiError(error) && error.status === 409 && USED_CODES.has(error.code)) {
        const instead = await confirmAction({
          title: t('fleet.common.deactivateInsteadTitle', { name }),
          message: error.message,
          confirmLabel: t('fleet.common.deactivateInsteadConfirm'),
        });
        if (instead) await setActive(name, false, deactivate);
        return;
      }
      notifications.show({
        color: 'red',
        title: t('fleet.common.deleteError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  return { remove, setActive, refresh };
}
