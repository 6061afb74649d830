import { useTranslation } from 'react-i18next';
import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDuration, seconds, type TRoadMachineRoute } from '@tramline/domain';
import { useUnits } from '../../ui';
import { routeColour } from './road-routes';

/** A machine's legs in plan order (from, to, distance, drive time) and its totals, in the reader's units. */
export function RoadRouteCard({ route, index }: { route: TRoadMachineRoute; index: number }) {
  const { t } = useTranslation();
  const units = useUnits();
  const stopName = (number: number) => {
    const stop = route.stops.find((candidate) => candidate.number === number);
    if (!stop) return '';
    const name = stop.kind === 'field' ? stop.name : `${t(`roadRoutes.stops.${stop.kind}`)} · ${stop.name}`;
    return `${number}. ${name}`;
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`route-${route.machineId}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Box w={14} h={14} style={{ borderRadius: 3, background: routeColour(index) }} aria-hidden />
          <Title order={2} size="h5">
            {route.name}
          </Title>
        </Group>
        <Badge variant="light">{t('roadRoutes.stopCount', { count: route.stops.length })}</Badge>
      </Group>
      <Table striped fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roadRoutes.from')}</Table.Th>
            <Table.Th>{t('roadRoutes.to')}</Table.Th>
            <Table.Th ta="right">{t('roadRoutes.distance')}</Table.Th>
            <Table.Th ta="right">{t('roadRoutes.driveTime')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {route.legs.map((leg) => (
            <Table.Tr key={`${leg.from}-${leg.to}`}>
              <Table.Td>{stopName(leg.from)}</Table.Td>
              <Table.Td>{stopName(leg.to)}</Table.Td>
              <Table.Td ta="right">{units.format('distance', leg.distanceMetres)}</Table.Td>
              <Table.Td ta="right">{formatDuration(seconds(leg.durationSeconds), units.locale)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text fw={700} size="xs">
                {t('roadRoutes.total')}
              </Text>
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid={`route-${route.machineId}-distance`}>
              {units.format('distance', route.totalDistanceMetres)}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid={`route-${route.machineId}-time`}>
              {formatDuration(seconds(route.totalDurationSeconds), units.locale)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The side list: one card per machine. */
export function RoadRoutesList({ routes }: { routes: readonly TRoadMachineRoute[] }) {
  return (
    <Stack gap="sm">
      {routes.map((route, index) => (
        <RoadRouteCard key={route.machineId} route={route} index={index} />
      ))}
    </Stack>
  );
}
