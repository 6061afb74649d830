import { Alert, Badge, Group, Modal, ScrollArea, Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../ui';
import { formatClock } from './schedule-dates';
import { orderAnalysisQuery } from './schedule.queries';
import type { TScheduleDay } from './use-schedule-day';

interface AnalysisModalProps {
  order: { id: number; ticket: string } | null;
  day: TScheduleDay;
  onClose: () => void;
}

/** Planning details of an order: its day hour by hour, the weather against its products' limits and the sun rule. */
export function AnalysisModal({ order, day, onClose }: AnalysisModalProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const analysis = useQuery({ ...orderAnalysisQuery(order?.id ?? 0, day.date), enabled: order !== null });
  const number = (value: number | null, digits = 0) =>
    value === null ? '—' : units.number(value, { maximumFractionDigits: digits });
  /** A forecast value stored in SI (°C, mm), in the locale's unit (°F and inches in the English sets). */
  const measure = (quantity: 'temperature' | 'rainfall', value: number | null, digits: number) =>
    value === null ? '—' : number(units.toDisplay(quantity, value), digits);

  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={t('schedule.analysis.title', { ticket: order?.ticket ?? '' })}
      size="xl"
    >
      {analysis.isError && <Alert color="gray">{t('schedule.analysis.error')}</Alert>}
      {analysis.isPending && order && <Skeleton h={120} />}
      {analysis.data && (
        <ScrollArea.Autosize mah={480}>
          <Table striped fz="sm" data-testid="analysis-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('schedule.analysis.hour')}</Table.Th>
                <Table.Th ta="right">{`${t('schedule.analysis.wind')} (${units.unit('speed')})`}</Table.Th>
                <Table.Th ta="right">{`${t('schedule.analysis.temperature')} (${units.unit('temperature')})`}</Table.Th>
                <Table.Th ta="right">{`${t('schedule.analysis.humidity')} (%)`}</Table.Th>
                <Table.Th ta="right">{`${t('schedule.analysis.rain')} (${units.unit('rainfall')})`}</Table.Th>
                <Table.Th>{t('schedule.analysis.verdict')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.data.map((hour) => (
                <Table.Tr key={hour.hour}>
                  <Table.Td>{formatClock(hour.hour, day.locale, day.timeZone)}</Table.Td>
                  <Table.Td ta="right">
                    {hour.windSpeedKmh === null
                      ? '—'
                      : units.number(units.toDisplay('speed', hour.windSpeedKmh), {
                          maximumFractionDigits: 1,
                        })}
                  </Table.Td>
                  <Table.Td ta="right">{measure('temperature', hour.temperatureC, 1)}</Table.Td>
                  <Table.Td ta="right">{number(hour.humidityPercent)}</Table.Td>
                  <Table.Td ta="right">
                    {measure('rainfall', hour.rainMm, units.unit('rainfall') === 'in' ? 2 : 1)}
                  </Table.Td>
                  <Table.Td>
                    {hour.blocked.length === 0 && hour.open === false ? (
                      <Badge size="xs" color="gray" variant="light">
                        {t('schedule.analysis.noForecast')}
                      </Badge>
                    ) : hour.blocked.length === 0 ? (
                      <Badge size="xs" color="green" variant="light">
                        {t('schedule.analysis.open')}
                      </Badge>
                    ) : (
                      <Group gap={4}>
                        {hour.blocked.map((block) => (
                          <Badge
                            key={`${block.productId}-${block.limit}`}
                            size="xs"
                            color="red"
                            variant="light"
                          >
                            {t('schedule.analysis.blockedBy', {
                              product: block.productName,
                              limit: t(`schedule.analysis.limits.${block.limit}`),
                            })}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
