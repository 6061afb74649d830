import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Grid, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { TRoadMachineRoute } from '@tramline/domain';
import { isApiError } from '../../api';
import { PageHeader } from '../../ui';
import { FieldMap } from '../maps/FieldMap';
import { groupsQuery } from '../schedule/schedule.queries';
import { useBranchTimeZone } from '../session/use-branch';
import { boundsOf, roadRoutesQuery, routeColour, zonedToday } from './road-routes';
import { RoadRoutesList } from './RoadRoutesList';

/** The roads as one coloured line per machine, and the numbered stops. */
function RouteLayers({ routes }: { routes: readonly TRoadMachineRoute[] }) {
  const lines = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: routes.flatMap((route, index) =>
        route.legs.map((leg) => ({
          type: 'Feature' as const,
          properties: { colour: routeColour(index) },
          geometry: { type: 'LineString' as const, coordinates: leg.geometry },
        })),
      ),
    }),
    [routes],
  );
  return (
    <>
      <Source id="road-routes" type="geojson" data={lines}>
        <Layer
          id="road-routes-line"
          type="line"
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': ['get', 'colour'], 'line-width': 4, 'line-opacity': 0.85 }}
        />
      </Source>
      {routes.flatMap((route, index) =>
        route.stops.map((stop) => (
          <Marker
            key={`${route.machineId}-${stop.number}`}
            longitude={stop.longitude}
            latitude={stop.latitude}
            anchor="center"
          >
            <Box
              data-testid="route-stop"
              title={stop.name}
              style={{
                background: routeColour(index),
                color: 'white',
                borderRadius: stop.kind === 'field' ? '50%' : 4,
                border: '2px solid white',
                minWidth: 22,
                height: 22,
                fontSize: 11,
                fontWeight: 700,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                padding: '0 4px',
              }}
            >
              {stop.number}
            </Box>
          </Marker>
        )),
      )}
    </>
  );
}

/** /routes: each machine's road route of a day for a group, on the map and as a list of legs. */
export function RoadRoutesView() {
  const { t } = useTranslation();
  const timeZone = useBranchTimeZone();
  const [day, setDay] = useState(() => zonedToday(timeZone));
  const [pickedGroup, setPickedGroup] = useState<number | null>(null);
  const groups = useQuery(groupsQuery(day));
  // Without a pick, the first group with a plan that day, else the first group.
  const planned = groups.data?.find((group) => group.equipments.some((machine) => machine.hasPlan));
  const groupId = pickedGroup ?? (planned ?? groups.data?.[0])?.configuracaoId ?? null;
  const routes = useQuery({ ...roadRoutesQuery(groupId ?? 0, day), enabled: groupId !== null });
  const machines = useMemo(() => routes.data?.machines ?? [], [routes.data]);
  const focus = useMemo(() => boundsOf(machines), [machines]);
  const routingDown = isApiError(routes.error) && routes.error.status === 502;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('roadRoutes.title')}
        subtitle={t('roadRoutes.subtitle')}
        actions={
          <Group gap="sm" align="flex-end">
            <Select
              aria-label={t('roadRoutes.group')}
              placeholder={t('roadRoutes.groupPlaceholder')}
              data={(groups.data ?? []).map((group) => ({
                value: String(group.configuracaoId),
                label: group.configName,
              }))}
              value={groupId === null ? null : String(groupId)}
              onChange={(value) => setPickedGroup(value ? Number(value) : null)}
              w={240}
              data-testid="routes-group"
            />
            <DatePickerInput
              aria-label={t('roadRoutes.day')}
              value={day}
              onChange={(value) => value && setDay(String(value))}
              leftSection={<IconCalendar size={16} aria-hidden />}
              valueFormat="ddd ll"
              w={200}
            />
          </Group>
        }
      />
      {groups.isSuccess && groups.data.length === 0 && <Text c="dimmed">{t('roadRoutes.noGroups')}</Text>}
      {groups.isSuccess && groups.data.length > 0 && groupId === null && (
        <Text c="dimmed">{t('roadRoutes.pickGroup')}</Text>
      )}
      {groupId !== null && routes.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('roadRoutes.loading')}</Text>
        </Group>
      )}
      {routes.isError && (
        <Alert color="red">{routingDown ? t('roadRoutes.routingError') : t('roadRoutes.loadError')}</Alert>
      )}
      {routes.data && machines.length === 0 && <Text c="dimmed">{t('roadRoutes.empty')}</Text>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <FieldMap focus={focus} height={560}>
            <RouteLayers routes={machines} />
          </FieldMap>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs" mah={560} style={{ overflowY: 'auto' }}>
            <RoadRoutesList routes={machines} />
            {routes.data && machines.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('roadRoutes.provider', { provider: routes.data.provider })}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
