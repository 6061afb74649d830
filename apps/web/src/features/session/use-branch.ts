import { useQuery } from '@tanstack/react-query';
import type { TUnit } from '@tramline/domain';
import { useSession } from '../../api';
import { unitsQuery } from './session.queries';

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The active branch of the signed-in user, once the branches are loaded. */
export function useActiveBranch(): TUnit | undefined {
  const session = useSession();
  const units = useQuery({ ...unitsQuery(session?.user.id ?? 0), enabled: Boolean(session) });
  return units.data?.find((unit) => unit.id === session?.user.unit);
}

/** Dates and times show in the active branch's time zone. */
export function useBranchTimeZone(): string {
  return useActiveBranch()?.timeZone ?? BROWSER_TIME_ZONE;
}
