import { ActionIcon, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconAlertTriangle, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rowTone, type TAvailableOrder } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { UnitValue, useUnits } from '../../ui';
import { formatDay } from './schedule-dates';
import { ticketOf } from '@tramline/domain';

const TONE_COLOURS = {
  danger: 'var(--mantine-color-red-6)',
  warning: 'var(--mantine-color-yellow-6)',
} as const;

interface AvailableOrderRowProps {
  order: TAvailableOrder;
  selected: boolean;
  onToggle: (id: number) => void;
  draggable: boolean;
}

/** One available order: selectable when its ranking allows, draggable onto a machine. */
export function AvailableOrderRow({ order, selected, onToggle, draggable }: AvailableOrderRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `order:${order.cdOrdemServico}`,
    data: { kind: 'order', order },
    disabled: !draggable,
  });
  const alertCount = order.qtdAlertas ?? 0;
  const tone = rowTone({ inconsistent: order.inconsistencias.length > 0, alertCount });
  const ticket = ticketOf(order);
  /** The alert count, then each product the applicator is not licensed for and on which day. */
  const alertText =
    alertCount > 0
      ? [
          t('schedule.available.alerts', { count: alertCount }),
          ...(order.licenceAlerts ?? []).map((alert) =>
            t('workOrders.licenceAlert', {
              product: alert.descProduct,
              date: formatDay(alert.date, locale),
              types: alert.missing.map((type) => t(`people.licences.types.${type}`)).join(', '),
            }),
          ),
        ].join('. ')
      : '';

  return (
    <Table.Tr
      data-testid="available-order"
      data-order={order.cdOrdemServico}
      data-tone={tone ?? 'none'}
      style={{ opacity: isDragging ? 0.5 : 1 }}
    >
      <Table.Td style={{ borderLeft: `4px solid ${tone ? TONE_COLOURS[tone] : 'transparent'}` }}>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            ref={setNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            disabled={!draggable}
            aria-label={t('schedule.available.drag', { ticket })}
            style={{ cursor: draggable ? 'grab' : undefined, touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
          <Tooltip label={t('schedule.available.notSelectable')} disabled={order.selectable} withinPortal>
            <Checkbox
              size="xs"
              checked={selected}
              disabled={!order.selectable}
              onChange={() => onToggle(order.cdOrdemServico)}
              aria-label={t('schedule.available.select', { ticket })}
            />
          </Tooltip>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={1} title={order.description}>
          {order.description}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{order.farmName}</Text>
        <Text size="xs" c="dimmed">
          {order.growerName}
        </Text>
      </Table.Td>
      <Table.Td data-testid="available-order-block">
        {order.blockNames?.length ? order.blockNames.join(', ') : '—'}
      </Table.Td>
      <Table.Td>{order.fieldNames.join(', ')}</Table.Td>
      <Table.Td>{order.locationName ?? '—'}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {order.productNames.join(' + ')}
        </Text>
      </Table.Td>
      <Table.Td>{t(`workOrders.timings.${order.timing}`)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          #{ticket}
        </Text>
        {order.scheduledOn && (
          <Text size="xs" c="dimmed">
            {t('schedule.available.scheduledOn', { date: formatDay(order.scheduledOn, locale) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {order.leftArea === undefined ? (
          <UnitValue quantity="area" value={order.selectedArea} maximumFractionDigits={1} />
        ) : (
          // Earlier days planned part of it: what is left is what a plan of this day takes.
          <>
            <UnitValue quantity="area" value={order.leftArea} maximumFractionDigits={1} />
            <Text size="xs" c="dimmed" data-testid="available-order-left">
              {t('schedule.available.leftOf', {
                area: units.format('area', order.selectedArea, { maximumFractionDigits: 1 }),
              })}
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {order.inconsistencias.map((cause) => (
            <Badge key={cause} size="xs" color="red" variant="light">
              {t(`workOrders.causes.${cause}`)}
            </Badge>
          ))}
          {alertCount > 0 && (
            <Tooltip label={alertText} multiline maw={360} withinPortal>
              <Badge
                size="sm"
                color="yellow"
                variant="light"
                leftSection={<IconAlertTriangle size={12} />}
                aria-label={alertText}
                data-testid="available-order-alerts"
              >
                {alertCount}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
