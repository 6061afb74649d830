import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconPlayerStop, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCalendarDate, type TWorkOrderListRow } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction } from '../../ui';
import { isCancellable, workOrderSelectable } from './work-order-rows';
import { useCancelWorkOrders, useMoveWorkOrdersToDay } from './work-orders.mutations';

/** Most orders one printable document holds (each draws its fields' map). */
export const BULK_PRINT_LIMIT = 30;

interface WorkOrderBulkActionsProps {
  selected: TWorkOrderListRow[];
  canEdit: boolean;
  canChangeStatus: boolean;
  onDone: () => void;
}

/** Actions on the selected orders: move to a day, print together, void; each confirmed, each with a count. */
export function WorkOrderBulkActions({
  selected,
  canEdit,
  canChangeStatus,
  onDone,
}: WorkOrderBulkActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const cancelOrders = useCancelWorkOrders();
  const moveOrders = useMoveWorkOrdersToDay();
  const [moving, setMoving] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  // Voiding stays for plannable orders (neither scheduled nor inconsistent), as the row menu has it.
  const cancellable = selected.filter((row) => isCancellable(row) && workOrderSelectable(row));

  async function cancelSelected() {
    const rows = cancellable;
    if (!rows.length) return;
    const confirmed = await confirmAction({
      title: t('workOrders.bulk.confirmTitle', { count: rows.length }),
      message: t('workOrders.bulk.confirmBody'),
      confirmLabel: t('workOrders.bulk.cancel', { count: rows.length }),
      danger: true,
    });
    if (!confirmed) return;
    const { failed } = await cancelOrders.mutateAsync(rows.map((row) => row.cdOrdemServico));
    if (failed < rows.length)
      notifications.show({
        color: 'green',
        message: t('workOrders.bulk.done', { count: rows.length - failed }),
      });
    if (failed)
      notifications.show({
        color: 'red',
        title: t('workOrders.errors.save'),
        message: t('workOrders.bulk.failed', { count: failed }),
      });
    onDone();
  }

  async function moveSelected() {
    if (!day) return;
    setMoving(false);
    try {
      const result = await moveOrders.mutateAsync({
        orders: selected.map((row) => ({ id: row.cdOrdemServico, version: row.version })),
        date: day,
      });
      notifications.show({
        color: result.refused.length ? 'yellow' : 'green',
        message: [
          t('workOrders.bulk.moved', { count: result.moved }),
          ...(['inSchedule', 'notPlannable', 'stale', 'notFound'] as const).flatMap((reason) => {
            const count = result.refused.filter((refusal) => refusal.reason === reason).length;
            return count ? [t(`workOrders.bulk.refused.${reason}`, { count })] : [];
          }),
        ].join(' '),
      });
      onDone();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('workOrders.errors.save'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  async function printSelected() {
    const rows = selected.slice(0, BULK_PRINT_LIMIT);
    const confirmed = await confirmAction({
      title: t('workOrders.bulk.printTitle', { count: rows.length }),
      message:
        selected.length > rows.length
          ? t('workOrders.bulk.printLimit', { limit: BULK_PRINT_LIMIT })
          : t('workOrders.bulk.printBody'),
      confirmLabel: t('workOrders.bulk.print', { count: rows.length }),
    });
    if (!confirmed) return;
    notifications.show({ color: 'green', message: t('workOrders.bulk.printed', { count: rows.length }) });
    void navigate(`/records/orders/print?ids=${rows.map((row) => row.cdOrdemServico).join(',')}`);
  }

  return (
    <Group gap="xs" data-testid="work-order-selection">
      <Text size="sm">{t('workOrders.select.count', { count: selected.length })}</Text>
      {canEdit && (
        <Button
          variant="light"
          leftSection={<IconCalendarEvent size={16} />}
          onClick={() => {
            setDay(null);
            setMoving(true);
          }}
        >
          {t('workOrders.bulk.move', { count: selected.length })}
        </Button>
      )}
      <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => void printSelected()}>
        {t('workOrders.bulk.print', { count: Math.min(selected.length, BULK_PRINT_LIMIT) })}
      </Button>
      {canChangeStatus && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconPlayerStop size={16} />}
          disabled={!cancellable.length}
          onClick={() => void cancelSelected()}
        >
          {t('workOrders.bulk.cancel', { count: cancellable.length })}
        </Button>
      )}
      <Button variant="subtle" onClick={onDone}>
        {t('workOrders.select.clear')}
      </Button>
      <Modal
        opened={moving}
        onClose={() => setMoving(false)}
        title={t('workOrders.bulk.moveTitle', { count: selected.length })}
      >
        <Stack>
          <Text size="sm">{t('workOrders.bulk.moveBody')}</Text>
          <DatePickerInput
            label={t('workOrders.bulk.moveDay')}
            value={day}
            onChange={(value) => setDay(value ? String(value) : null)}
            valueFormat="ll"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMoving(false)}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!day} loading={moveOrders.isPending} onClick={() => void moveSelected()}>
              {day
                ? t('workOrders.bulk.moveConfirm', {
                    count: selected.length,
                    day: formatCalendarDate(day, locale),
                  })
                : t('workOrders.bulk.move', { count: selected.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
