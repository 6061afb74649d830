import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconHistory,
  IconPencil,
  IconPlayerStop,
  IconPrinter,
  IconReport,
  IconRestore,
  IconRotate,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canApplyStatusAction, WORK_ORDER_STATUS, type TWorkOrderSummary } from '@tramline/domain';
import { ticketOf } from '@tramline/domain';
import { useCan } from '../users/use-can';
import type { TWorkOrderChange } from './work-orders.mutations';

/** Success and failure texts of a change made from the list. */
export interface TChangeTexts {
  done: 'workOrders.saved' | 'workOrders.deleted' | 'workOrders.restored';
  failed: 'workOrders.errors.save' | 'workOrders.errors.remove' | 'workOrders.errors.restore';
}

export interface TWorkOrderRowActions {
  /** Opens the close dialog for the order. */
  onClose: (row: TWorkOrderSummary) => void;
  /** Runs a status change, telling how it went. */
  onChange: (change: TWorkOrderChange, row: TWorkOrderSummary, texts?: TChangeTexts) => void;
  /** Deletes the order after a confirmation. */
  onRemove: (row: TWorkOrderSummary) => void;
}

/** An order row's actions menu: what its status allows (the domain's status actions), history and print. */
export function WorkOrderRowMenu({
  row,
  onClose,
  onChange,
  onRemove,
}: { row: TWorkOrderSummary } & TWorkOrderRowActions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The same table the server checks: editing, deleting and restoring are 'orders.edit'; closing,
  // voiding and resetting are 'orders.status'.
  const canEdit = useCan('orders.edit');
  const canChangeStatus = useCan('orders.status');
  return (
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('workOrders.actions.menu', { ticket: ticketOf(row) })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit && row.status !== WORK_ORDER_STATUS.DELETED && (
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/edit`)}
            >
              {t('workOrders.actions.edit')}
            </Menu.Item>
          )}
          {canChangeStatus && canApplyStatusAction('close', row.status) && (
            <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => onClose(row)}>
              {t('workOrders.actions.close')}
            </Menu.Item>
          )}
          {row.status === WORK_ORDER_STATUS.COMPLETED && (
            <Menu.Item
              leftSection={<IconReport size={16} />}
              onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/report`)}
            >
              {t('workOrders.actions.report')}
            </Menu.Item>
          )}
          {canChangeStatus && canApplyStatusAction('reset', row.status) && (
            <Menu.Item
              leftSection={<IconRotate size={16} />}
              onClick={() => onChange({ action: 'reset', id: row.cdOrdemServico }, row)}
            >
              {t('workOrders.actions.reset')}
            </Menu.Item>
          )}
          {canChangeStatus && canApplyStatusAction('cancel', row.status) && (
            <Menu.Item
              leftSection={<IconPlayerStop size={16} />}
              onClick={() => onChange({ action: 'cancel', id: row.cdOrdemServico }, row)}
            >
              {t('workOrders.actions.cancel')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconHistory size={16} />}
            onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/history`)}
          >
            {t('workOrders.actions.history')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPrinter size={16} />}
            onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/print`)}
          >
            {t('workOrders.actions.print')}
          </Menu.Item>
          {!canEdit ? null : canApplyStatusAction('restore', row.status) ? (
            <Menu.Item
              leftSection={<IconRestore size={16} />}
              onClick={() =>
                onChange({ action: 'restore', id: row.cdOrdemServico }, row, {
                  done: 'workOrders.restored',
                  failed: 'workOrders.errors.restore',
                })
              }
            >
              {t('workOrders.actions.restore')}
            </Menu.Item>
          ) : (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onRemove(row)}>
              {t('workOrders.actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
