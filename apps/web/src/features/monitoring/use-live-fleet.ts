import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { TRAIL_GAP_SECONDS, type TFleetNow, type TTrailCollection } from '@tramline/domain';
import { useSession } from '../../api';
import { useLiveConnected, useLiveEvent } from '../schedule/use-live-event';
import { dayTrailsQuery, fleetQuery, monitoringKeys } from './monitoring.queries';
import { applyLivePoints, type TLivePositions } from './live-fleet';

/** How often the page asks again while the live socket is down. */
export const POLL_SECONDS = 15;
/** How often it refreshes states and progress while live (positions come by socket). */
const LIVE_REFRESH_SECONDS = 60;
/** Work-order events change statuses and progress: refetch, at most this often. */
const EVENT_REFRESH_MS = 2_000;

/**
 * The fleet and today's trails, kept live: positions from the `machine-positions` event move the
 * machines and extend their trails in the cache; `work-order-execution` events refetch the fleet;
 * while the socket is down the page polls every `POLL_SECONDS`.
 */
export function useLiveFleet() {
  const session = useSession();
  const client = useQueryClient();
  const unit = session?.user.unit ?? 0;
  const owner = session?.user.owner ?? '';
  const connected = useLiveConnected(Boolean(session));
  const interval = (connected ? LIVE_REFRESH_SECONDS : POLL_SECONDS) * 1000;
  const fleet = useQuery({ ...fleetQuery(unit), enabled: Boolean(session), refetchInterval: interval });
  const date = fleet.data?.date ?? '';
  const trails = useQuery({
    ...dayTrailsQuery(owner, unit, date),
    enabled: Boolean(session) && Boolean(date),
    refetchInterval: connected ? false : interval,
  });
  const lastRefetch = useRef(0);
  const lastPoint = useRef(new Map<number, TLivePositions['points'][number]>());

  useLiveEvent<TLivePositions>('machine-positions', Boolean(session), (payload) => {
    if (payload.unitId !== unit) return;
    client.setQueryData<TFleetNow>(monitoringKeys.fleet(unit), (current) =>
      current ? applyLivePoints(current, payload) : current,
    );
    const previous = lastPoint.current.get(payload.equipamentoId);
    const points = [...payload.points].sort((a, b) => a.time.localeCompare(b.time));
    const newest = points[points.length - 1];
    if (newest && (!previous || newest.time > previous.time))
      lastPoint.current.set(payload.equipamentoId, newest);
    const joined =
      previous && points[0] && previous.time < points[0].time && gapOk(previous.time, points[0].time)
        ? [previous, ...points]
        : points;
    client.setQueryData<TTrailCollection>(monitoringKeys.trails(owner, unit, date), (current) =>
      current ? extendTrails(current, payload.equipamentoId, joined) : current,
    );
  });
  useLiveEvent<{ unitId?: number }>('work-order-execution', Boolean(session), (payload) => {
    if (payload.unitId !== undefined && payload.unitId !== unit) return;
    const now = Date.now();
    if (now - lastRefetch.current < EVENT_REFRESH_MS) return;
    lastRefetch.current = now;
    void client.invalidateQueries({ queryKey: monitoringKeys.fleet(unit) });
  });

  return { fleet, trails, connected };
}

const gapOk = (from: string, to: string) => Date.parse(to) - Date.parse(from) <= TRAIL_GAP_SECONDS * 1000;

/**
 * Appends live points (joined to the machine's previous live point) to the trails as a line of its
 * own, coloured by the boom of its first point.
 */
function extendTrails(
  current: TTrailCollection,
  equipamentoId: number,
  points: TLivePositions['points'],
): TTrailCollection {
  if (points.length < 2) return current;
  const first = points[0]!;
  return {
    ...current,
    features: [
      ...current.features,
      {
        type: 'Feature',
        properties: {
          equipamentoId,
          cdOrdemServico: first.workOrderId ?? null,
          state: first.boomOn ? 'applying' : 'travelling',
          start: first.time,
          end: points[points.length - 1]!.time,
          rate: null,
        },
        geometry: {
          type: 'LineString',
          coordinates: points.map((point) => [point.longitude, point.latitude]),
        },
      },
    ],
  };
}
