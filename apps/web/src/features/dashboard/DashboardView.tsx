import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import {
  DASHBOARD_SPRAY_LIMITS,
  formatTime,
  type TDashboard,
  type TMachineState,
  type TWorkOrderStatus,
} from '@tramline/domain';
import { useSession } from '../../api';
import { PageHeader, UnitValue, useUnits } from '../../ui';
// Straight from its file, not the ui barrel, so ECharts loads with these screens only.
import { Chart, type TChartOption } from '../../ui/chart/Chart';
import { useBranchTimeZone } from '../session/use-branch';
import { dashboardQuery } from './dashboard.queries';

/** Colours of the machine states, as the monitoring map draws them. */
const STATE_COLOURS: Record<TMachineState, string> = {
  applying: '#2f9e44',
  travelling: '#1c7ed6',
  refilling: '#f08c00',
  cleaning: '#9c36b5',
  stopped: '#e03131',
  offline: '#868e96',
};

function Tile({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={`tile-${to.slice(1)}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={to} size="sm">
          {t('dashboard.open')}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

function MachinesChart({ machines }: { machines: TDashboard['machines'] }) {
  const { t } = useTranslation();
  const option = useMemo<TChartOption>(
    () => ({
      grid: { left: 90, right: 24, top: 8, bottom: 24 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: machines.map((row) => t(`monitoring.states.${row.state}`)),
      },
      series: [
        {
          type: 'bar',
          data: machines.map((row) => ({ value: row.count, itemStyle: { color: STATE_COLOURS[row.state] } })),
          label: { show: true, position: 'right' },
        },
      ],
    }),
    [machines, t],
  );
  return <Chart option={option} height={200} label={t('dashboard.machines')} />;
}

function WeatherTable({ hours, timeZone }: { hours: TDashboard['weather']; timeZone: string }) {
  const { t } = useTranslation();
  const units = useUnits();
  if (!hours.length) return <Text c="dimmed">{t('dashboard.noWeather')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table striped withRowBorders={false} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.hour')}</Table.Th>
              <Table.Th>{t('dashboard.wind')}</Table.Th>
              <Table.Th>{t('dashboard.temperature')}</Table.Th>
              <Table.Th>{t('dashboard.humidity')}</Table.Th>
              <Table.Th>{t('dashboard.rain')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hours.map((hour) => (
              <Table.Tr key={hour.hour}>
                <Table.Td>{formatTime(hour.hour, units.locale, timeZone)}</Table.Td>
                <Table.Td>{units.format('speed', hour.windKmh)}</Table.Td>
                <Table.Td>{units.format('temperature', hour.temperatureC)}</Table.Td>
                <Table.Td>{units.number(hour.humidityPct, { maximumFractionDigits: 0 })} %</Table.Td>
                <Table.Td>{units.format('rainfall', hour.rainMm)}</Table.Td>
                <Table.Td>
                  <Badge color={hour.open ? 'green' : 'gray'} variant="light">
                    {hour.open ? t('dashboard.sprayOpen') : t('dashboard.sprayClosed')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('dashboard.sprayNote', {
          windMin: units.format('speed', DASHBOARD_SPRAY_LIMITS.windSpeedMinKmh),
          windMax: units.format('speed', DASHBOARD_SPRAY_LIMITS.windSpeedMaxKmh),
          temperature: units.format('temperature', DASHBOARD_SPRAY_LIMITS.temperatureMaxCelsius),
          humidity: DASHBOARD_SPRAY_LIMITS.humidityMinPercent,
        })}
      </Text>
    </Stack>
  );
}

/** /dashboard: the branch's orders, area, machines, alerts and weather of a day, each linking to its screen. */
export function DashboardView() {
  const { t } = useTranslation();
  const session = useSession();
  const timeZone = useBranchTimeZone();
  const [day, setDay] = useState<string | null>(null);
  const query = useQuery({ ...dashboardQuery(session?.user.unit ?? 0, day), enabled: Boolean(session) });
  const data = query.data;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <DatePickerInput
            aria-label={t('dashboard.day')}
            value={day ?? data?.day ?? null}
            onChange={(value) => setDay(value ? String(value) : null)}
            leftSection={<IconCalendar size={16} aria-hidden />}
            valueFormat="ddd ll"
            w={240}
          />
        }
      />
      {query.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('dashboard.loading')}</Text>
        </Group>
      )}
      {query.isError && <Alert color="red">{t('dashboard.loadError')}</Alert>}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          <Tile title={t('dashboard.orders')} to="/records/orders">
            {data.orders.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noOrders')}</Text>
            ) : (
              <Stack gap={4}>
                {data.orders.map((row) => (
                  <Group key={row.status} justify="space-between">
                    <Text>{t(`workOrders.statuses.s${row.status as TWorkOrderStatus}`)}</Text>
                    <Text fw={600} data-testid={`orders-${row.status}`}>
                      {row.count}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              {t('dashboard.ordersNote')}
            </Text>
          </Tile>
          <Tile title={t('dashboard.area')} to="/orders">
            <Group grow>
              <Stack gap={0}>
                <Text c="dimmed" size="sm">
                  {t('dashboard.planned')}
                </Text>
                <Text fz="xl" fw={700} data-testid="area-planned">
                  <UnitValue quantity="area" value={data.plannedHectares} />
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text c="dimmed" size="sm">
                  {t('dashboard.applied')}
                </Text>
                <Text fz="xl" fw={700} data-testid="area-applied">
                  <UnitValue quantity="area" value={data.appliedHectares} />
                </Text>
              </Stack>
            </Group>
          </Tile>
          <Tile title={t('dashboard.alerts')} to="/alerts">
            <Text fz="xl" fw={700} c={data.openAlerts ? 'red' : undefined} data-testid="alerts-open">
              {t('dashboard.alertsCount', { count: data.openAlerts })}
            </Text>
          </Tile>
          <Tile title={t('dashboard.machines')} to="/monitoring">
            {data.machines.every((row) => row.count === 0) ? (
              <Text c="dimmed">{t('dashboard.noMachines')}</Text>
            ) : (
              <MachinesChart machines={data.machines} />
            )}
          </Tile>
          <Tile title={t('dashboard.weather')} to="/orders">
            <WeatherTable hours={data.weather} timeZone={timeZone} />
          </Tile>
        </SimpleGrid>
      )}
    </Stack>
  );
}
