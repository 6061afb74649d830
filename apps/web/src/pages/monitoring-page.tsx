import { useMemo, useState } from 'react';
import { Alert, Box, Center, Grid, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@tramline/domain';
import { AlarmPopups } from '../features/monitoring/AlarmPopups';
import { MachineDetails } from '../features/monitoring/MachineDetails';
import { MachineList, type TMachineFilters } from '../features/monitoring/MachineList';
import { MonitoringMap } from '../features/monitoring/MonitoringMap';
import { ReplaySlider } from '../features/monitoring/ReplaySlider';
import { replayAt, replayRange } from '../features/monitoring/replay';
import { POLL_SECONDS, useLiveFleet } from '../features/monitoring/use-live-fleet';
import { useNow } from '../features/monitoring/use-now';
import { useBranchTimeZone } from '../features/session/use-branch';
import { useLocale } from '../i18n';
import { PageHeader } from '../ui';

const PANEL_HEIGHT = 'calc(100dvh - 190px)';

/** Live monitoring: every machine of the branch on the map, the list beside it, a machine's card. */
export default function MonitoringPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const { fleet, trails, connected } = useLiveFleet();
  const [filters, setFilters] = useState<TMachineFilters>({ search: '', groupId: null, state: null });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [followId, setFollowId] = useState<number | null>(null);
  const [replay, setReplay] = useState<number | null>(null);

  const machines = useMemo(() => fleet.data?.machines ?? [], [fleet.data]);
  const now = useNow();
  const range = replayRange(trails.data, now);
  const shown = useMemo(
    () =>
      replay !== null && trails.data
        ? replayAt(machines, trails.data, replay)
        : { machines, trails: trails.data },
    [replay, machines, trails.data],
  );
  const selected = shown.machines.find((machine) => machine.equipamentoId === selectedId) ?? null;
  // Today's trails hold every point of the day; a machine online reported minutes ago.
  const reportedToday =
    Boolean(trails.data?.features.length) || machines.some((machine) => machine.state !== 'offline');

  let side;
  if (fleet.isPending) {
    side = (
      <Center h="100%">
        <Loader size="sm" aria-label={t('monitoring.loading')} />
      </Center>
    );
  } else if (fleet.isError) {
    side = <Alert color="red">{t('monitoring.loadError')}</Alert>;
  } else if (selected) {
    side = (
      <MachineDetails
        machine={selected}
        following={followId === selected.equipamentoId}
        now={now}
        onFollow={(follow) => setFollowId(follow ? selected.equipamentoId : null)}
        onClose={() => {
          setSelectedId(null);
          setFollowId(null);
        }}
      />
    );
  } else if (!machines.length) {
    side = <Text c="dimmed">{t('monitoring.noMachines')}</Text>;
  } else {
    side = (
      <MachineList
        machines={shown.machines}
        filters={filters}
        onFilters={setFilters}
        selectedId={selectedId}
        onSelect={setSelectedId}
        height="100%"
        now={now}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('screens.monitoring')} subtitle={formatLongDate(new Date(), locale, timeZone)} />
      {!connected && !fleet.isPending && (
        <Text size="xs" c="dimmed" mb={6} data-testid="live-off">
          {t('monitoring.liveOff', { seconds: POLL_SECONDS })}
        </Text>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="sm" h={PANEL_HEIGHT} style={{ overflow: 'auto' }}>
            {side}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Box pos="relative">
            <MonitoringMap
              machines={shown.machines}
              orders={fleet.data?.orders ?? []}
              trails={shown.trails}
              selectedId={selectedId}
              followId={replay === null ? followId : null}
              onSelect={setSelectedId}
              height={PANEL_HEIGHT}
            />
            {fleet.isSuccess && trails.isFetched && machines.length > 0 && !reportedToday && (
              <Paper
                withBorder
                p="xs"
                radius="md"
                pos="absolute"
                top={10}
                left="50%"
                maw={420}
                style={{ zIndex: 2, transform: 'translateX(-50%)' }}
                data-testid="none-reported"
              >
                <Text size="sm">{t('monitoring.noneReportedToday')}</Text>
              </Paper>
            )}
            <Box pos="absolute" top={10} right={10} style={{ zIndex: 3 }}>
              <AlarmPopups
                machineName={(id) => machines.find((machine) => machine.equipamentoId === id)?.name ?? null}
                onShow={(id) => {
                  setReplay(null);
                  setSelectedId(id);
                  setFollowId(id);
                }}
              />
            </Box>
            {range && (
              <Box pos="absolute" bottom={40} left="50%" style={{ zIndex: 2, transform: 'translateX(-50%)' }}>
                <ReplaySlider range={range} value={replay} onChange={setReplay} />
              </Box>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </>
  );
}
