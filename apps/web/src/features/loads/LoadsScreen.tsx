import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOADS_CHANGED_EVENT, type TLoad, type TLoadStatus } from '@tramline/domain';
import { errorText } from '../../api';
import { useCan } from '../users/use-can';
import { useBranchTimeZone } from '../session/use-branch';
import { useLiveEvent } from '../schedule/use-live-event';
import { addDays, dateIn } from '../schedule/schedule-dates';
import { LoadCard } from './LoadCard';
import { LoadTicket } from './LoadTicket';
import { sectionsOf, type TLoadsView } from './load-groups';
import { loadsDayQuery, markLoad } from './loads.queries';

/** Live event of the plans: any change of a day may change its loads. */
const PLAN_CHANGED_EVENT = 'plan-changed';

/**
 * The yard's screen (`/mix-operator`): the day's loads by place (blender) or by machine, in loading
 * order, live as plans change; a load's ticket to print; marks mixed, loaded, dispatched for users
 * with `loads.operate`.
 */
export function LoadsScreen() {
  const { t } = useTranslation();
  const timeZone = useBranchTimeZone();
  const today = dateIn(timeZone);
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? today;
  const [view, setView] = useState<TLoadsView>('place');
  const [printed, setPrinted] = useState<TLoad | null>(null);
  const canOperate = useCan('loads.operate');
  const queryClient = useQueryClient();
  const loads = useQuery(loadsDayQuery(day));

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['loads'] });
  useLiveEvent(PLAN_CHANGED_EVENT, true, refresh);
  useLiveEvent(LOADS_CHANGED_EVENT, true, refresh);

  const mark = useMutation({
    mutationFn: ({ load, status }: { load: TLoad; status: TLoadStatus }) =>
      markLoad({ data: day, key: load.key, status, version: load.version }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('loads.markError'),
        message: errorText(error, t('errors.request')),
      }),
    onSettled: refresh,
  });

  function print(load: TLoad) {
    flushSync(() => setPrinted(load));
    window.print();
  }

  const sections = sectionsOf(loads.data?.loads ?? [], view);
  return (
    <>
      <Stack gap="md" className="no-print">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t('loads.title')}
          </Title>
          <Group gap="xs">
            <ActionIcon
              variant="default"
              aria-label={t('loads.previousDay')}
              onClick={() => setDate(addDays(day, -1))}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <TextInput
              type="date"
              aria-label={t('loads.day')}
              value={day}
              onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
            />
            <ActionIcon
              variant="default"
              aria-label={t('loads.nextDay')}
              onClick={() => setDate(addDays(day, 1))}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
            <Button variant="default" disabled={day === today} onClick={() => setDate(null)}>
              {t('loads.today')}
            </Button>
            <SegmentedControl
              value={view}
              onChange={(value) => setView(value as TLoadsView)}
              data={[
                { value: 'place', label: t('loads.byPlace') },
                { value: 'machine', label: t('loads.byMachine') },
              ]}
            />
          </Group>
        </Group>
        {!canOperate && <Alert color="gray">{t('loads.readOnly')}</Alert>}
        {loads.isPending && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {loads.isError && (
          <Alert color="red" title={t('loads.loadError')}>
            <Button variant="default" size="xs" onClick={() => void loads.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {loads.data && loads.data.removed.length > 0 && (
          <Alert color="orange">{t('loads.removed', { count: loads.data.removed.length })}</Alert>
        )}
        {loads.data && sections.length === 0 && (
          <Text c="dimmed" py="xl" ta="center">
            {t('loads.empty')}
          </Text>
        )}
        {sections.map((section) => (
          <Stack
            key={section.key}
            gap="xs"
            component="section"
            aria-label={section.title ?? t('loads.noPlace')}
          >
            <Title order={4}>{section.title ?? t('loads.noPlace')}</Title>
            {section.loads.map((load) => (
              <LoadCard
                key={load.key}
                load={load}
                canOperate={canOperate}
                busy={mark.isPending && mark.variables?.load.key === load.key}
                onMark={(target, status) => mark.mutate({ load: target, status })}
                onPrint={print}
              />
            ))}
          </Stack>
        ))}
      </Stack>
      {printed && (
        <div className="print-only">
          <LoadTicket load={printed} />
        </div>
      )}
    </>
  );
}
