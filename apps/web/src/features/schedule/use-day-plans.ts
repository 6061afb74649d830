import { useQuery } from '@tanstack/react-query';
import type { TPlan } from '@tramline/domain';
import { plansQuery } from './schedule.queries';
import type { TScheduleDay } from './use-schedule-day';

/** The plans as a role that may not change them sees them: every machine day read-only. */
function readOnlyPlans(plans: TPlan[]): TPlan[] {
  return plans.map((plan) => ({ ...plan, readOnly: true }));
}

/**
 * The day's plans of the shown group. A role without 'planning.plan' gets them read-only, as a past
 * day, so no screen offers it a move, a clear, a re-optimise or a send the server would refuse.
 */
export function useDayPlans(day: TScheduleDay, refetchInterval: number | false) {
  return useQuery({
    ...plansQuery(day.date, day.groupId ?? 0),
    enabled: day.groupId !== null,
    refetchInterval,
    select: day.canPlan ? undefined : readOnlyPlans,
  });
}
