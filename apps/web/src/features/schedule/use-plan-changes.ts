import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { confirmAction } from '../../ui';
import { ruleOutcome, type TGestureFlags } from './plan-rules';
import { formatDay } from './schedule-dates';
import { plansQuery, scheduleKeys } from './schedule.queries';
import { createCustomFromOptimised } from './schedule.mutations';

/** Asks whether to change a day its machine already has (and send it the change). */
export const confirmSentChange = (t: TFunction) =>
  confirmAction({
    title: t('schedule.rules.sentTitle'),
    message: t('schedule.rules.sentBody'),
    confirmLabel: t('schedule.rules.sentConfirm'),
  });

/** Asks whether to optimise again a day already sent to its machines (they will need a re-send). */
export const confirmSentOptimise = (t: TFunction) =>
  confirmAction({
    title: t('schedule.optimise.sentTitle'),
    message: t('schedule.optimise.sentBody'),
    confirmLabel: t('schedule.optimise.sentConfirm'),
  });

export type TGesture = (plan: TPlan | null, flags: TGestureFlags) => Promise<unknown>;

interface TChangeContext {
  date: string;
  groupId: number;
}

/**
 * Runs a planning gesture with the service's rules answered at the moment of the gesture: a past
 * plan is refused before the call; an optimised plan offers a custom plan; a future-scheduled
 * order and a sent day ask confirmation and retry; a stale version reloads and says so.
 */
export function usePlanChanges({ date, groupId }: TChangeContext) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    [queryClient],
  );

  const freshPlan = useCallback(
    async (equipmentId: number) => {
      const plans = await queryClient.fetchQuery({ ...plansQuery(date, groupId), staleTime: 0 });
      return plans.find((plan) => plan.equipamentoId === equipmentId) ?? null;
    },
    [queryClient, date, groupId],
  );

  const run = useCallback(
    async (
      plan: TPlan | null,
      gesture: TGesture,
      options: {
        ticket?: string;
        scheduledOn?: string | null;
        allocation?: boolean;
        flags?: TGestureFlags;
      } = {},
    ) => {
      if (plan?.readOnly) {
        notifications.show({ color: 'orange', message: t('schedule.rules.readOnly') });
        return false;
      }
      let target = plan;
      const flags: TGestureFlags = { ...options.flags };
      for (let attempt = 0; attempt < 4; attempt += 1) {
        try {
          // Gestures other than allocation act on a custom plan created from the optimised one first.
          if (flags.fromOptimised && !options.allocation && target?.tipo === 'AUTOMATICO') {
            await createCustomFromOptimised({
              referencia: date,
              configuracaoId: groupId,
              equipamentoId: target.equipamentoId,
              version: target.version,
              confirmSent: flags.confirmSent,
            });
            target = await freshPlan(target.equipamentoId);
          }
          await gesture(target, flags);
          notifications.show({ color: 'green', message: t('schedule.rules.changed') });
          await reload();
          return true;
        } catch (error) {
          const outcome = ruleOutcome(error, flags);
          if (outcome.kind === 'offerCustom') {
            const accepted = await confirmAction({
              title: t('schedule.rules.createCustomTitle'),
              message: t('schedule.rules.createCustomBody'),
              confirmLabel: t('schedule.rules.createCustom'),
            });
            if (!accepted) return false;
            flags.fromOptimised = true;
            continue;
          }
          if (outcome.kind === 'confirmExtra') {
            // The day the order holds: the gesture's own knowledge, else the one the server names.
            const scheduledOn = options.scheduledOn ?? outcome.scheduledOn;
            const accepted = await confirmAction({
              title: t('schedule.rules.extraTitle'),
              message: scheduledOn
                ? t('schedule.rules.extraBody', {
                    ticket: options.ticket ?? '',
                    date: formatDay(scheduledOn, locale),
                  })
                : t('schedule.rules.extraBodyElsewhere', { ticket: options.ticket ?? '' }),
              confirmLabel: t('schedule.rules.extraConfirm'),
            });
            if (!accepted) return false;
            flags.confirmExtra = true;
            continue;
          }
          if (outcome.kind === 'confirmSent') {
            if (!(await confirmSentChange(t))) return false;
            flags.confirmSent = true;
            continue;
          }
          await reload();
          notifications.show({
            color: outcome.kind === 'stale' ? 'orange' : 'red',
            message:
              outcome.message ||
              t(outcome.kind === 'stale' ? 'schedule.rules.stale' : 'schedule.rules.error'),
          });
          return false;
        }
      }
      return false;
    },
    [t, locale, reload, freshPlan, date, groupId],
  );

  return { run, reload };
}
