import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ROUTE_PROFILE,
  type TGroupWithEquipment,
  type TVehicle,
  type TWeighting,
} from '@tramline/domain';
import { errorText } from '../../api';
import { withSentConfirmation } from './plan-rules';
import { formatDay } from './schedule-dates';
import { startOptimisation } from './schedule.mutations';
import { confirmSentOptimise } from './use-plan-changes';
import type { TScheduleDay } from './use-schedule-day';

interface OptimiseDialogProps {
  opened: boolean;
  onClose: () => void;
  day: TScheduleDay;
  group: TGroupWithEquipment;
  selected: number[];
  /** Equipment ids that already have a plan for the day. */
  planned: number[];
  profile?: { weighting: TWeighting; vehicle: TVehicle };
  onStarted: (processHash: string) => void;
}

/** Choose the machines, confirm, and start the optimisation (the progress dialog follows). */
export function OptimiseDialog({
  opened,
  onClose,
  day,
  group,
  selected,
  planned,
  profile = DEFAULT_ROUTE_PROFILE,
  onStarted,
}: OptimiseDialogProps) {
  const { t } = useTranslation();
  const [machines, setMachines] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const free = group.equipments.filter((machine) => !planned.includes(machine.equipamentoId));
  const chosen = machines.filter((id) => free.some((machine) => machine.equipamentoId === id));

  async function optimise() {
    setSending(true);
    setFailure(null);
    try {
      const started: { processHash?: string } = {};
      // A day already sent to one of the machines is optimised again only once the dispatcher agrees.
      const done = await withSentConfirmation(
        async (confirmSent) => {
          started.processHash = (
            await startOptimisation({
              data: day.date,
              configuracaoId: group.configuracaoId,
              equipamentosId: chosen,
              ordensId: selected,
              weighting: profile.weighting,
              vehicle: profile.vehicle,
              ...(confirmSent ? { confirmSent } : {}),
            })
          ).processHash;
        },
        () => confirmSentOptimise(t),
      );
      if (!done || !started.processHash) return;
      notifications.show({ color: 'blue', message: t('schedule.optimise.started') });
      setMachines([]);
      onStarted(started.processHash);
      onClose();
    } catch (error) {
      setFailure(errorText(error, t('schedule.optimise.error')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('schedule.optimise.title')} size="md">
      <Stack gap="sm">
        {selected.length === 0 && <Alert color="orange">{t('schedule.optimise.noSelection')}</Alert>}
        {!group.hasWorkingHours && <Alert color="orange">{t('schedule.optimise.noWorkingHours')}</Alert>}
        <Text size="sm" fw={600}>
          {t('schedule.optimise.chooseMachines')}
        </Text>
        <Stack gap={6} data-testid="optimise-machines">
          {group.equipments.map((machine) => {
            const hasPlan = planned.includes(machine.equipamentoId);
            return (
              <Group key={machine.equipamentoId} gap="xs">
                <Checkbox
                  label={machine.name}
                  checked={chosen.includes(machine.equipamentoId)}
                  disabled={hasPlan}
                  onChange={(event) => {
                    // Read now: the event's target is gone by the time the updater runs.
                    const checked = event.currentTarget.checked;
                    setMachines((current) =>
                      checked
                        ? [...current, machine.equipamentoId]
                        : current.filter((id) => id !== machine.equipamentoId),
                    );
                  }}
                />
                {hasPlan && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('schedule.optimise.hasPlan')}
                  </Badge>
                )}
              </Group>
            );
          })}
        </Stack>
        {planned.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('schedule.optimise.machinesWithPlan')}
          </Text>
        )}
        <Text size="sm">
          {t('schedule.optimise.summary', {
            orders: selected.length,
            machines: chosen.length,
            date: formatDay(day.date, day.locale),
          })}
        </Text>
        {failure && (
          <Alert color="red" data-testid="optimise-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void optimise()}
            loading={sending}
            disabled={selected.length === 0 || chosen.length === 0}
          >
            {t('schedule.optimise.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
