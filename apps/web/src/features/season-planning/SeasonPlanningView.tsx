import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { ZSeasonPlanning, type TSeasonPlanning, type TSeasonShare } from '@tramline/domain';
import { api, isApiError } from '../../api';
import { PageHeader, useUnits } from '../../ui';
// Straight from its file, not the ui barrel, so ECharts loads with this screen only.
import { Chart, type TChartOption } from '../../ui/chart/Chart';

export const seasonPlanningQuery = (season: number) => ({
  queryKey: ['seasonPlanning', season] as const,
  queryFn: () => api.get('/season-planning', { query: { season }, schema: ZSeasonPlanning }),
});

/** Seasons offered: this year, the two before and the next. */
export const seasonsAround = (year: number) => [year + 1, year, year - 1, year - 2];

/** Planned area by crop as stacked bars per week, with applied area and capacity as lines. */
function SeasonChart({ data }: { data: TSeasonPlanning }) {
  const { t } = useTranslation();
  const units = useUnits();
  const option = useMemo<TChartOption>(() => {
    const area = (hectares: number) => Math.round(units.toDisplay('area', hectares) * 10) / 10;
    const weeks = data.weeks.map((week) => week.week);
    return {
      grid: { left: 64, right: 24, top: 48, bottom: 56 },
      legend: { top: 0, type: 'scroll' },
      tooltip: { trigger: 'axis' },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      xAxis: { type: 'category', data: weeks },
      yAxis: { type: 'value', name: units.unit('area') },
      series: [
        ...data.crops.map((crop) => ({
          type: 'bar' as const,
          stack: 'planned',
          name: crop.name ?? t('seasonPlanning.noCrop'),
          data: data.weeks.map((week) => area(week.byCrop[crop.id === null ? 'none' : String(crop.id)] ?? 0)),
        })),
        {
          type: 'line' as const,
          name: t('seasonPlanning.applied'),
          showSymbol: false,
          data: data.weeks.map((week) => area(week.appliedHectares)),
        },
        {
          type: 'line' as const,
          name: t('seasonPlanning.capacity'),
          showSymbol: false,
          lineStyle: { type: 'dashed' as const },
          data: data.weeks.map((week) => area(week.capacityHectares)),
        },
      ],
    };
  }, [data, t, units]);
  return <Chart option={option} height={320} label={t('seasonPlanning.chartTitle')} />;
}

/** A table of crops or products with planned and applied area. */
function ShareTable({ title, head, rows }: { title: string; head: string; rows: readonly TSeasonShare[] }) {
  const { t } = useTranslation();
  const units = useUnits();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head}</Table.Th>
            <Table.Th ta="right">{t('seasonPlanning.planned')}</Table.Th>
            <Table.Th ta="right">{t('seasonPlanning.applied')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id ?? 'none'}>
              <Table.Td>{row.name ?? t('seasonPlanning.noCrop')}</Table.Td>
              <Table.Td ta="right">{units.format('area', row.plannedHectares)}</Table.Td>
              <Table.Td ta="right">{units.format('area', row.appliedHectares)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** /season-planning: the season's area by crop and product, week by week, against capacity. */
export function SeasonPlanningView({ thisYear = new Date().getFullYear() }: { thisYear?: number }) {
  const { t } = useTranslation();
  const units = useUnits();
  const [season, setSeason] = useState(thisYear);
  const query = useQuery(seasonPlanningQuery(season));
  const data = query.data;

  if (isApiError(query.error) && query.error.status === 403)
    return (
      <Center py={64} px="md">
        <Paper withBorder radius="lg" p="xl" maw={560} w="100%" shadow="xs">
          <Stack align="center" gap="md" ta="center">
            <Title order={1} size="h3">
              {t('seasonPlanning.notForAccount')}
            </Title>
            <Text c="dimmed">{t('seasonPlanning.notForAccountBody')}</Text>
            <Button component={Link} to="/monitoring" variant="light">
              {t('seasonPlanning.toMonitoring')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    );

  const busyWeeks = (data?.weeks ?? []).filter(
    (week) => week.plannedHectares > 0 || week.appliedHectares > 0,
  );
  const use = (planned: number, capacity: number) =>
    capacity > 0 ? units.number((planned / capacity) * 100, { maximumFractionDigits: 0 }) + '\u00a0%' : '—';

  return (
    <Stack gap="md">
      <PageHeader
        title={t('seasonPlanning.title')}
        subtitle={t('seasonPlanning.subtitle')}
        actions={
          <Select
            aria-label={t('seasonPlanning.season')}
            data={seasonsAround(thisYear).map(String)}
            value={String(season)}
            onChange={(value) => value && setSeason(Number(value))}
            w={120}
            allowDeselect={false}
          />
        }
      />
      {query.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('seasonPlanning.loading')}</Text>
        </Group>
      )}
      {query.isError && <Alert color="red">{t('seasonPlanning.loadError')}</Alert>}
      {data && (
        <>
          <Text size="sm" c="dimmed" data-testid="season-capacity">
            {t('seasonPlanning.weeklyCapacity', { area: units.format('area', data.weeklyCapacityHectares) })}
          </Text>
          {busyWeeks.length === 0 && <Text c="dimmed">{t('seasonPlanning.empty')}</Text>}
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="xs">
              {t('seasonPlanning.chartTitle')}
            </Title>
            <SeasonChart data={data} />
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ShareTable
              title={t('seasonPlanning.byCrop')}
              head={t('seasonPlanning.crop')}
              rows={data.crops}
            />
            <ShareTable
              title={t('seasonPlanning.byProduct')}
              head={t('seasonPlanning.product')}
              rows={data.products}
            />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Table striped fz="sm" data-testid="season-weeks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('seasonPlanning.week')}</Table.Th>
                  <Table.Th ta="right">{t('seasonPlanning.planned')}</Table.Th>
                  <Table.Th ta="right">{t('seasonPlanning.applied')}</Table.Th>
                  <Table.Th ta="right">{t('seasonPlanning.capacity')}</Table.Th>
                  <Table.Th ta="right">{t('seasonPlanning.use')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {busyWeeks.map((week) => (
                  <Table.Tr key={week.week}>
                    <Table.Td>{week.week}</Table.Td>
                    <Table.Td ta="right">{units.format('area', week.plannedHectares)}</Table.Td>
                    <Table.Td ta="right">{units.format('area', week.appliedHectares)}</Table.Td>
                    <Table.Td ta="right">{units.format('area', week.capacityHectares)}</Table.Td>
                    <Table.Td ta="right">{use(week.plannedHectares, week.capacityHectares)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>{t('seasonPlanning.total')}</Table.Td>
                  <Table.Td ta="right" fw={700} data-testid="season-planned">
                    {units.format('area', data.plannedHectares)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {units.format('area', data.appliedHectares)}
                  </Table.Td>
                  <Table.Td />
                  <Table.Td />
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  );
}
