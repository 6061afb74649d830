import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPlanningJob, ZReplanDifference, type TGroupWithEquipment } from '@tramline/domain';
import { api, errorText } from '../../api';
import { withSentConfirmation } from './plan-rules';
import { acceptReplan, startReplan } from './schedule.mutations';
import { PLANNING, scheduleKeys } from './schedule.queries';
import { ReplanDifference } from './ReplanDifference';
import { confirmSentChange } from './use-plan-changes';
import type { TScheduleDay } from './use-schedule-day';

/** How often the dialog reads the re-plan's job while it runs (it lasts a few seconds). */
const REPLAN_POLL_MS = 1_000;

interface ReplanDialogProps {
  opened: boolean;
  onClose: () => void;
  day: TScheduleDay;
  group: TGroupWithEquipment;
  onDone: () => void;
}

/**
 * Re-plan the rest of today: the dispatcher marks the machines that are down, the server proposes
 * new days from now (progress as it runs), the dialog lists what changes, and Accept writes them
 * as custom plans (a sent day asks first) while Discard leaves the day as it is.
 */
export function ReplanDialog({ opened, onClose, day, group, onDone }: ReplanDialogProps) {
  const { t } = useTranslation();
  const [down, setDown] = useState<string[]>([]);
  const [processHash, setProcessHash] = useState<string | null>(null);
  const job = useQuery({
    queryKey: [...scheduleKeys.status(processHash ?? ''), 'replan'],
    queryFn: () => api.get(`${PLANNING}/status-otimizacao/${processHash}`, { schema: ZPlanningJob }),
    enabled: processHash !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pendente' ? REPLAN_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () =>
      startReplan({
        data: day.date,
        configuracaoId: group.configuracaoId,
        equipamentosParados: down.map(Number),
      }),
    onSuccess: (started) => setProcessHash(started.processHash),
  });
  const accept = useMutation({
    mutationFn: () =>
      withSentConfirmation(
        (confirmSent) => acceptReplan({ processHash: processHash!, ...(confirmSent ? { confirmSent } : {}) }),
        () => confirmSentChange(t),
      ),
    onSuccess: (done) => {
      if (!done) return;
      notifications.show({ color: 'green', message: t('schedule.replan.accepted') });
      onDone();
      close();
    },
  });

  function close() {
    setProcessHash(null);
    setDown([]);
    start.reset();
    accept.reset();
    onClose();
  }

  const status = job.data?.status;
  const difference = ZReplanDifference.safeParse(job.data?.result?.difference);
  const percent = Math.round(job.data?.progress ?? 0);
  const planned = group.equipments.filter((machine) => machine.hasPlan);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('schedule.replan.title')}
      size="lg"
      data-testid="replan-dialog"
    >
      <Stack gap="sm">
        {processHash === null && planned.length === 0 && (
          <>
            <Text size="sm" data-testid="replan-nothing">
              {t('schedule.replan.nothing')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('schedule.replan.discard')}
              </Button>
            </Group>
          </>
        )}
        {processHash === null && planned.length > 0 && (
          <>
            <Text size="sm">{t('schedule.replan.body')}</Text>
            <Checkbox.Group label={t('schedule.replan.down')} value={down} onChange={setDown}>
              <Stack gap={4} mt={4}>
                {planned.map((machine) => (
                  <Checkbox
                    key={machine.equipamentoId}
                    value={String(machine.equipamentoId)}
                    label={machine.name}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {start.isError && (
              <Alert color="red">{errorText(start.error, t('schedule.replan.failed'))}</Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('schedule.replan.discard')}
              </Button>
              <Button onClick={() => start.mutate()} loading={start.isPending}>
                {t('schedule.replan.start')}
              </Button>
            </Group>
          </>
        )}
        {processHash !== null && (status === undefined || status === 'pendente') && (
          <Stack gap="xs">
            <Progress
              value={percent}
              animated
              striped
              size="lg"
              aria-label={t('schedule.replan.running', { progress: percent })}
            />
            <Text size="sm" c="dimmed" data-testid="replan-progress">
              {t('schedule.replan.running', { progress: percent })}
            </Text>
          </Stack>
        )}
        {status === 'falhou' && <Alert color="red">{job.data?.message ?? t('schedule.replan.failed')}</Alert>}
        {status === 'concluido' && difference.success && (
          <>
            <Text fw={600}>{t('schedule.replan.difference')}</Text>
            <ReplanDifference difference={difference.data} locale={day.locale} timeZone={day.timeZone} />
            {accept.isError && (
              <Alert color="red">{errorText(accept.error, t('schedule.replan.error'))}</Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('schedule.replan.discard')}
              </Button>
              <Button onClick={() => accept.mutate()} loading={accept.isPending} data-testid="replan-accept">
                {t('schedule.replan.accept')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
