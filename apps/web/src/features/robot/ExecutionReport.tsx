import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Layer, Source } from 'react-map-gl/maplibre';
import { formatDate, formatDuration, seconds, type TRobotExecution } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { UnitValue } from '../../ui';
import { FieldMap } from '../maps/FieldMap';
import { useBranchTimeZone } from '../session/use-branch';
import { executionCoverageQuery, executionInfoQuery, executionLineQuery } from './robot.queries';

/** The robot application report of one execution: its figures, and its path over the covered ground. */
export function ExecutionReport({ execution, onClose }: { execution: TRobotExecution; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const info = useQuery(executionInfoQuery(execution.id));
  const line = useQuery(executionLineQuery(execution.id));
  const coverage = useQuery(executionCoverageQuery(execution.id));
  const e = (key: string) => t(`robot.execution.${key}` as never);
  const area = (value: number) => <UnitValue quantity="area" value={value} maximumFractionDigits={2} />;
  const data = info.data;

  return (
    <Stack gap="md" data-testid="robot-execution-report">
      <Group justify="space-between">
        <Title order={3}>
          {t('robot.execution.title', {
            robot: execution.equipmentName,
            date: formatDate(execution.start, locale, timeZone),
          })}
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          {e('close')}
        </Button>
      </Group>
      {info.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : !data ? (
        <Text c="red" size="sm">
          {e('loadError')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {(
            [
              ['applied', area(data.appliedArea)],
              ['fieldArea', area(data.fieldArea)],
              ['uncovered', area(data.uncoveredArea)],
              ['overlap', area(data.overlapArea)],
              [
                'distance',
                <UnitValue
                  key="d"
                  quantity="distance"
                  value={data.distanceKm * 1000}
                  maximumFractionDigits={2}
                />,
              ],
              [
                'applying',
                <UnitValue
                  key="a"
                  quantity="distance"
                  value={data.applyingKm * 1000}
                  maximumFractionDigits={2}
                />,
              ],
              [
                'width',
                <UnitValue key="w" quantity="length" value={data.widthMetres} maximumFractionDigits={1} />,
              ],
              ['duration', formatDuration(seconds(data.durationSeconds), locale)],
            ] as const
          ).map(([key, value]) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {e(key)}
              </Text>
              <Text fw={600} data-testid={`robot-execution-${key}`}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Text fw={600}>{e('map')}</Text>
      <FieldMap
        onlyIds={execution.fieldId ? [execution.fieldId] : []}
        focus={data?.bbox ?? null}
        height={360}
      >
        {coverage.data && (
          <Source id="robot-coverage" type="geojson" data={coverage.data}>
            <Layer
              id="robot-coverage-fill"
              type="fill"
              paint={{ 'fill-color': '#2f9e44', 'fill-opacity': 0.6 }}
            />
          </Source>
        )}
        {line.data && (
          <Source id="robot-line" type="geojson" data={line.data}>
            <Layer
              id="robot-line-path"
              type="line"
              paint={{ 'line-color': '#1c7ed6', 'line-width': 2 }}
              layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            />
          </Source>
        )}
      </FieldMap>
    </Stack>
  );
}
