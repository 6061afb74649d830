import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAvailableOrder } from '@tramline/domain';
import { UnitValue } from '../../ui';
import { AnalysisModal } from './AnalysisModal';
import { ticketOf } from '@tramline/domain';
import { scheduleStore } from './schedule-store';
import type { TScheduleDay } from './use-schedule-day';

/** An order opened from the map: its facts, selection for optimisation and its planning details. */
export function OrderCard({
  order,
  day,
  onClose,
}: {
  order: TAvailableOrder | null;
  day: TScheduleDay;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<{ id: number; ticket: string } | null>(null);
  if (!order && !details) return null;
  const selected = order ? day.selected.includes(order.cdOrdemServico) : false;
  return (
    <>
      <Modal
        opened={order !== null}
        onClose={onClose}
        title={order ? `#${ticketOf(order)} · ${order.description}` : ''}
        data-testid="order-card"
      >
        {order && (
          <Stack gap={6}>
            <Text size="sm">
              {order.growerName} · {order.farmName}
            </Text>
            <Text size="sm">{order.fieldNames.join(', ')}</Text>
            <Text size="sm">{order.productNames.join(' + ')}</Text>
            <Group gap="xs">
              <Badge variant="light">{t(`workOrders.timings.${order.timing}`)}</Badge>
              <Badge variant="light" color="gray">
                {t(`workOrders.applicationTypes.${order.applicationType}`)}
              </Badge>
              <Badge variant="light" color="gray">
                {t(`workOrders.statuses.s${order.status}` as 'workOrders.statuses.s1')}
              </Badge>
              <UnitValue quantity="area" value={order.selectedArea} maximumFractionDigits={1} />
            </Group>
            {order.inconsistencias.map((cause) => (
              <Badge key={cause} color="red" variant="light">
                {t(`workOrders.causes.${cause}`)}
              </Badge>
            ))}
            <Group justify="flex-end" mt="sm">
              <Button
                variant="default"
                onClick={() => setDetails({ id: order.cdOrdemServico, ticket: ticketOf(order) })}
              >
                {t('schedule.items.details')}
              </Button>
              <Button
                disabled={!order.selectable || day.isPast || !day.canPlan}
                onClick={() => scheduleStore.toggle(order.cdOrdemServico)}
              >
                {t(selected ? 'schedule.available.deselect' : 'schedule.available.selectOne')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <AnalysisModal order={details} day={day} onClose={() => setDetails(null)} />
    </>
  );
}
