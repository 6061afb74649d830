import { Box, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Layer, Source } from 'react-map-gl/maplibre';
import {
  mergeBoundingBoxes,
  ZOrderCoverage,
  type TFieldRecord,
  type TOrderCoverage,
  type TQuantity,
} from '@tramline/domain';
import { api } from '../../api';
import { UnitValue, useUnits } from '../../ui';
import { FieldMap } from '../maps/FieldMap';
import {
  NO_RATE_COLOUR,
  orderCoverageQuery,
  rateClassesOf,
  rateFeaturesOf,
  trailFeatureOf,
} from './as-applied';
import { Facts, Section } from './ReportSection';

interface TProps {
  id: number;
  fields: TFieldRecord[];
  /** Liquid orders report litres per hectare, dry ones kilograms. */
  rateQuantity: Extract<TQuantity, 'liquidRate' | 'dryRate'>;
}

const MAP_HEIGHT = 320;

/** Coverage with at least one point, or null while loading, on error or without positions. */
function useCoverage(id: number) {
  const coverage = useQuery(orderCoverageQuery(id));
  const data = coverage.data && coverage.data.pointCount > 0 ? coverage.data : null;
  return { coverage, data };
}

/** The coverage figures of the closed-order report, and a way to compute them again. */
export function CoverageFigures({ id, rateQuantity }: Omit<TProps, 'fields'>) {
  const { t } = useTranslation();
  const units = useUnits();
  const client = useQueryClient();
  const { coverage, data } = useCoverage(id);
  const recompute = useMutation({
    mutationFn: () => api.post(`/ordemservicos/${id}/coverage`, undefined, { schema: ZOrderCoverage }),
    onSuccess: (fresh) => client.setQueryData(orderCoverageQuery(id).queryKey, fresh),
  });
  const area = (value: number) => <UnitValue quantity="area" value={value} maximumFractionDigits={2} />;

  return (
    <Section title={t('workOrders.report.sections.coverage')} testId="report-coverage">
      {coverage.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : coverage.isError ? (
        <Text size="sm" c="red">
          {t('workOrders.report.coverage.loadError')}
        </Text>
      ) : !data ? (
        <Text size="sm" c="dimmed">
          {t('workOrders.report.coverage.noPositions')}
        </Text>
      ) : (
        <Facts
          rows={[
            [t('workOrders.report.coverage.applied'), area(data.appliedArea)],
            [
              t('workOrders.report.coverage.overlap'),
              <span key="overlap">
                {area(data.overlapArea)} ({units.number(data.overlapPercent, { maximumFractionDigits: 1 })}%)
              </span>,
            ],
            [t('workOrders.report.coverage.uncovered'), area(data.uncoveredArea)],
            [t('workOrders.report.coverage.offTarget'), area(data.offTargetArea)],
            [
              t('workOrders.report.coverage.averageRate'),
              <UnitValue
                key="rate"
                quantity={rateQuantity}
                value={data.averageRate}
                maximumFractionDigits={1}
              />,
            ],
            [
              t('workOrders.report.coverage.volume'),
              <UnitValue
                key="volume"
                quantity={rateQuantity === 'liquidRate' ? 'volume' : 'mass'}
                value={data.appliedVolume}
                maximumFractionDigits={1}
              />,
            ],
            [
              t('workOrders.report.coverage.width'),
              <UnitValue key="width" quantity="length" value={data.widthMetres} maximumFractionDigits={1} />,
            ],
          ]}
        />
      )}
      <Group justify="flex-end" mt="sm" className="no-print">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={recompute.isPending}
          onClick={() => recompute.mutate()}
        >
          {t('workOrders.report.coverage.recompute')}
        </Button>
      </Group>
    </Section>
  );
}

/** Rate legend of the as-applied map, in the locale's units. */
function RateLegend({
  coverage,
  rateQuantity,
}: {
  coverage: TOrderCoverage;
  rateQuantity: TProps['rateQuantity'];
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const classes = rateClassesOf(coverage);
  const swatch = (colour: string) => <Box w={14} h={14} bg={colour} style={{ borderRadius: 2 }} />;
  const range = (from: number, to: number) =>
    Math.abs(to - from) < 1e-9
      ? units.format(rateQuantity, from, { maximumFractionDigits: 1 })
      : `${units.number(units.toDisplay(rateQuantity, from), { maximumFractionDigits: 1 })}–${units.format(rateQuantity, to, { maximumFractionDigits: 1 })}`;
  return (
    <Group gap="sm" data-testid="as-applied-legend">
      {classes.map((rateClass) => (
        <Group key={rateClass.colour} gap={4} wrap="nowrap">
          {swatch(rateClass.colour)}
          <Text size="xs">{range(rateClass.from, rateClass.to)}</Text>
        </Group>
      ))}
      {coverage.rateSegments.some((segment) => segment.rate === null) && (
        <Group gap={4} wrap="nowrap">
          {swatch(NO_RATE_COLOUR)}
          <Text size="xs">{t('workOrders.report.coverage.noRate')}</Text>
        </Group>
      )}
    </Group>
  );
}

/**
 * The trail map (the machine's path over the order's fields) and the as-applied map (the covered
 * ground coloured by rate, with its legend). Without positions: the planned fields, as a note says.
 */
export function CoverageMaps({ id, fields, rateQuantity }: TProps) {
  const { t } = useTranslation();
  const { data } = useCoverage(id);
  const fieldIds = fields.map((field) => field.id);
  const focus = mergeBoundingBoxes([...fields.map((field) => field.bbox), data?.bbox]);

  if (!data)
    return (
      <Section title={t('workOrders.report.sections.map')} testId="report-map">
        <Stack gap={6}>
          <FieldMap labels={fields} onlyIds={fieldIds} focus={focus} height={300} />
          <Group gap={6} wrap="nowrap">
            <IconInfoCircle size={14} color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {t('workOrders.report.mapNote')}
            </Text>
          </Group>
        </Stack>
      </Section>
    );

  const classes = rateClassesOf(data);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Section title={t('workOrders.report.sections.trail')} testId="report-trail-map">
        <FieldMap labels={fields} onlyIds={fieldIds} focus={focus} height={MAP_HEIGHT}>
          <Source id="order-trail" type="geojson" data={trailFeatureOf(data)}>
            <Layer
              id="order-trail-line"
              type="line"
              paint={{ 'line-color': '#1c7ed6', 'line-width': 2 }}
              layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            />
          </Source>
        </FieldMap>
      </Section>
      <Section title={t('workOrders.report.sections.asApplied')} testId="report-as-applied-map">
        <Stack gap={6}>
          <FieldMap labels={fields} onlyIds={fieldIds} focus={focus} height={MAP_HEIGHT}>
            <Source id="order-as-applied" type="geojson" data={rateFeaturesOf(data, classes)}>
              <Layer
                id="order-as-applied-fill"
                type="fill"
                paint={{ 'fill-color': ['get', 'colour'], 'fill-opacity': 0.8 }}
              />
            </Source>
          </FieldMap>
          <RateLegend coverage={data} rateQuantity={rateQuantity} />
        </Stack>
      </Section>
    </SimpleGrid>
  );
}
