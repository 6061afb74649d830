import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconNavigation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  operatorMixtureOf,
  type TOperatorLimits,
  type TOperatorSchedule,
  type TOperatorStop,
  type TOperatorTankMix,
} from '@tramline/domain';
import { UnitValue, useUnits } from '../../ui';
import { amountToInput, amountUnitLabel } from '../products/product-units';
import { OrderActions } from './OrderActions';
import { OrderFieldsMap } from './OrderFieldsMap';
import { OrderTankMix } from './OrderTankMix';
import type { TMachineOnMap } from './order-map-view';
import type { TOperatorEvent } from './use-operator';

const STATUS_COLOURS: Record<number, string> = { 1: 'gray', 2: 'green', 4: 'blue', 5: 'orange' };

/** The maps app's route to a point: the device opens its own maps app on phones. */
export function navigationUrl([longitude, latitude]: [number, number]) {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

function LimitsList({ limits }: { limits: TOperatorLimits }) {
  const { t } = useTranslation();
  const units = useUnits();
  const range = (quantity: 'speed' | 'temperature', min: number | null, max: number | null) =>
    [min, max].map((value) => (value === null ? '—' : units.format(quantity, value))).join(' – ');
  const rows = [
    limits.windMin !== null || limits.windMax !== null
      ? [t('operator.wind'), range('speed', limits.windMin, limits.windMax)]
      : null,
    limits.temperatureMin !== null || limits.temperatureMax !== null
      ? [t('operator.temperature'), range('temperature', limits.temperatureMin, limits.temperatureMax)]
      : null,
    limits.humidityMin !== null || limits.humidityMax !== null
      ? [t('operator.humidity'), `${limits.humidityMin ?? '—'} – ${limits.humidityMax ?? '—'} %`]
      : null,
    limits.rainFreeHours !== null
      ? [t('operator.rainFree'), t('operator.rainFreeHours', { hours: limits.rainFreeHours })]
      : null,
  ].filter((row): row is string[] => row !== null);
  if (!rows.length && !limits.sunRule) return <Text>{t('operator.noLimits')}</Text>;
  return (
    <Stack gap={4}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          <Text>{value}</Text>
        </Group>
      ))}
      {limits.sunRule && <Text>{t('operator.sunRule')}</Text>}
    </Stack>
  );
}

interface OrderCardProps {
  stop: TOperatorStop & { order: NonNullable<TOperatorStop['order']> };
  status: number;
  stopOperations: TOperatorSchedule['stopOperations'];
  onReport: (event: TOperatorEvent) => void;
  /** Where the machine is: this device's live position, else its last reported point. */
  machine: TMachineOnMap | null;
  /** The loads of the stop (`operatorTankMixesOf`); null when nothing is mixed (seed). */
  tankMix: TOperatorTankMix | null;
}

/** One order of the day: where, what, the label limits, the notes and what the operator can do. */
export function OrderCard({ stop, status, stopOperations, onReport, machine, tankMix }: OrderCardProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const { order } = stop;
  const time = (iso: string | null) =>
    iso ? new Date(iso).toLocaleTimeString(units.locale, { hour: '2-digit', minute: '2-digit' }) : '—';
  const target = order.fields.find((field) => field.centroid)?.centroid ?? null;
  /** A rate (stored per hectare in the base amount) in the product's rate unit per the user's area. */
  const rateOf = (product: (typeof order.products)[number]) => {
    const settings = {
      typeProduct: product.type ?? 'LIQUID',
      rateUnit: product.rateUnit,
      density: null,
      seedsPerUnit: null,
    };
    const value = amountToInput(settings, product.rate, units.locale, units.system);
    const unit = amountUnitLabel(
      settings,
      units.locale,
      t('agronomy.products.seedsPerArea', { area: units.unit('area') }),
      units.system,
    );
    return (
      <span style={{ whiteSpace: 'nowrap' }}>
        {`${units.number(Number(value), { maximumFractionDigits: 3 })} ${unit}`}
      </span>
    );
  };
  const reported = order.reported;
  const reportedText = reported
    ? [
        units.format('area', reported.area),
        ...(reported.volume === null
          ? []
          : [units.format(operatorMixtureOf(order) === 'LIQUID' ? 'volume' : 'mass', reported.volume)]),
      ].join(' · ')
    : null;

  return (
    <Card withBorder radius="md" padding="md" data-testid={`operator-order-${order.cdOrdemServico}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text size="sm" c="dimmed">
              {t('operator.stop', { sequence: stop.sequence })} ·{' '}
              {t('operator.planned', { start: time(stop.plannedStart), end: time(stop.plannedEnd) })}
            </Text>
            <Title order={3}>{order.ticket ?? order.description}</Title>
          </div>
          <Badge
            size="lg"
            color={STATUS_COLOURS[status] ?? 'red'}
            variant="filled"
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {t(`operator.status.${status}` as 'operator.status.1')}
          </Badge>
        </Group>
        {order.skippedOn && <Badge color="gray">{t('operator.skipped')}</Badge>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="lg">
            <b>{t('operator.grower')}:</b> {order.growerName}
          </Text>
          <Text size="lg">
            <b>{t('operator.farm')}:</b> {order.farmName}
          </Text>
          <Text size="lg">
            <b>{t('operator.fields')}:</b> {order.fields.map((field) => field.name).join(', ')} (
            <UnitValue quantity="area" value={stop.area} />)
          </Text>
          <Text size="lg">
            <b>{t('operator.loads')}:</b> {stop.batches}
          </Text>
        </SimpleGrid>
        {reportedText && (
          <Text size="lg" data-testid="operator-reported">
            {t('operator.reportedSoFar', { amount: reportedText })}
          </Text>
        )}
        <OrderFieldsMap
          fields={order.fields}
          machine={machine}
          orderLabel={order.ticket ?? order.description}
        />
        {target && (
          <Button
            component="a"
            href={navigationUrl(target)}
            target="_blank"
            rel="noreferrer"
            size="lg"
            variant="light"
            leftSection={<IconNavigation size={22} aria-hidden />}
          >
            {t('operator.navigate')}
          </Button>
        )}
        <div>
          <Title order={4}>{t('operator.products')}</Title>
          <List spacing={4} size="lg">
            {order.products.map((product) => (
              <List.Item key={product.productId}>
                <b>{product.name}</b>: {rateOf(product)}
              </List.Item>
            ))}
            {order.carrierRate !== null && (
              <List.Item>
                <b>{t('operator.carrier')}</b>: <UnitValue quantity="liquidRate" value={order.carrierRate} />
              </List.Item>
            )}
          </List>
        </div>
        {tankMix && <OrderTankMix mix={tankMix} />}
        <div>
          <Title order={4}>{t('operator.limits')}</Title>
          <LimitsList limits={order.limits} />
        </div>
        {order.notes && (
          <div>
            <Title order={4}>{t('operator.notes')}</Title>
            <Text size="lg">{order.notes}</Text>
          </div>
        )}
        <OrderActions stop={stop} status={status} stopOperations={stopOperations} onReport={onReport} />
        {status === 2 && (
          <Anchor component="span" size="sm" c="dimmed">
            {t('operator.sending')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
