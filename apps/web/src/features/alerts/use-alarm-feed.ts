import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ALARM_EVENT, ALARM_REFETCH_MS, NOTIFICATION_EVENT } from '@tramline/domain';
import { useLiveEvent } from '../schedule/use-live-event';
import { alarmBellQuery, alertKeys } from './alerts.queries';
import { alarmsStore } from './alerts.store';

/**
 * Feeds the bell from the server: the latest open alarms and their count, fetched again 500 ms
 * after each live alarm or notification (the spec's refetch delay), with the alert lists.
 */
export function useAlarmFeed(enabled = true) {
  const client = useQueryClient();
  const bell = useQuery({ ...alarmBellQuery(), enabled });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (bell.data) alarmsStore.set(bell.data.latest, bell.data.count);
    // Spec part 2 §8: a failed alarm fetch clears the list.
    else if (bell.isError) alarmsStore.set([], 0);
  }, [bell.data, bell.isError]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refetchSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void client.invalidateQueries({ queryKey: alertKeys.all }),
      ALARM_REFETCH_MS,
    );
  };
  useLiveEvent(ALARM_EVENT, enabled, refetchSoon);
  useLiveEvent(NOTIFICATION_EVENT, enabled, refetchSoon);
}
