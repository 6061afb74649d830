import { useQuery } from '@tanstack/react-query';
import type { TGroupWithEquipment } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useBranchTimeZone } from '../session/use-branch';
import { dateIn } from './schedule-dates';
import { groupsQuery } from './schedule.queries';
import { useScheduleState } from './schedule-store';

/** The day the screen shows: date (default the branch's today), group (default the first), zone. */
export function useScheduleDay() {
  const state = useScheduleState();
  const timeZone = useBranchTimeZone();
  const locale = useLocale();
  const today = dateIn(timeZone);
  const date = state.date ?? today;
  const groups = useQuery(groupsQuery(date));
  const group: TGroupWithEquipment | null =
    groups.data?.find((candidate) => candidate.configuracaoId === state.groupId) ?? groups.data?.[0] ?? null;
  return {
    ...state,
    date,
    today,
    isPast: date < today,
    timeZone,
    locale,
    groups,
    group,
    groupId: group?.configuracaoId ?? null,
  };
}

export type TScheduleDay = ReturnType<typeof useScheduleDay>;
