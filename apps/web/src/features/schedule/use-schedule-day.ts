import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGroupWithEquipment } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useBranchTimeZone } from '../session/use-branch';
import { useCan } from '../users/use-can';
import { dateIn } from './schedule-dates';
import { groupsQuery } from './schedule.queries';
import { rememberGroup, useScheduleState } from './schedule-store';

/**
 * The day the screen shows: date (default the branch's today), group (the one chosen last, else the
 * first with a plan that day, else the first), zone.
 */
export function useScheduleDay() {
  const state = useScheduleState();
  const timeZone = useBranchTimeZone();
  const locale = useLocale();
  const today = dateIn(timeZone);
  const canPlan = useCan('planning.plan');
  const canSend = useCan('planning.send');
  const date = state.date ?? today;
  // Another date (picked, or the branch's midnight passing) keeps the groups shown until its own
  // arrive: the screen waits on the first load only, so its open dialogs are never unmounted.
  const groups = useQuery({ ...groupsQuery(date), placeholderData: keepPreviousData });
  const group: TGroupWithEquipment | null =
    groups.data?.find((candidate) => candidate.configuracaoId === state.groupId) ??
    groups.data?.find((candidate) => candidate.equipments.some((machine) => machine.hasPlan)) ??
    groups.data?.[0] ??
    null;
  const shown = group?.configuracaoId ?? null;
  useEffect(() => {
    if (shown !== null) rememberGroup(shown);
  }, [shown]);
  return {
    ...state,
    date,
    today,
    isPast: date < today,
    /** Whether the day shown is the branch's today (a running day can be re-planned from now). */
    isToday: date === today,
    /** Whether the user's role plans (optimise, move, clear) and sends days; the server checks too. */
    canPlan,
    canSend,
    timeZone,
    locale,
    groups,
    group,
    // While the list loads, the remembered group lets the day's plans load alongside it.
    groupId: group?.configuracaoId ?? (groups.isPending ? state.groupId : null),
  };
}

export type TScheduleDay = ReturnType<typeof useScheduleDay>;
