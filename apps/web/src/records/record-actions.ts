import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../api';
import { confirmAction } from '../ui';

/** 409 answers meaning 'already used': the record stays, and may be deactivated instead. */
const USED_CODES = new Set(['equipmentUsed', 'groupUsed', 'implementUsed', 'trailerUsed']);

/** Translation keys of the delete flow: confirm title, body and button, success and failure. */
export interface TDeleteTexts {
  title: ParseKeys;
  body: ParseKeys;
  confirm: ParseKeys;
  deleted: ParseKeys;
  error: ParseKeys;
}

const FLEET_DELETE_TEXTS: TDeleteTexts = {
  title: 'fleet.common.deleteTitle',
  body: 'fleet.common.deleteBody',
  confirm: 'fleet.common.delete',
  deleted: 'fleet.common.deleted',
  error: 'fleet.common.deleteError',
};

/** The people records' delete texts (employees, locations, stop operations, users, vouchers). */
export const PEOPLE_DELETE_TEXTS: TDeleteTexts = {
  title: 'people.common.deleteTitle',
  body: 'people.common.deleteBody',
  confirm: 'people.common.delete',
  deleted: 'people.common.deleted',
  error: 'people.common.deleteError',
};

interface TRecordActionsOptions {
  /** Query keys to refresh after a change (the list and the record). */
  invalidate: QueryKey[];
  /** The delete flow's texts; the fleet's unless given. */
  deleteTexts?: TDeleteTexts;
}

/**
 * Delete, deactivate and activate for a record list, with the spec's flow: a delete the server
 * refuses because the record was already used offers to deactivate it instead.
 */
export function useRecordActions({ invalidate, deleteTexts = FLEET_DELETE_TEXTS }: TRecordActionsOptions) {
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
      title: t(deleteTexts.title, { name }),
      message: t(deleteTexts.body),
      confirmLabel: t(deleteTexts.confirm),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteRecord();
      notifications.show({ color: 'green', message: t(deleteTexts.deleted, { name }) });
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
        title: t(deleteTexts.error),
        message: errorText(error, t('errors.request')),
      });
    }
    // After a refusal too: the record may have changed or gone meanwhile.
    await refresh();
  }

  return { remove, setActive, refresh };
}
