import { queryOptions } from '@tanstack/react-query';
import { ZRoadRoutes, type TBoundingBox, type TRoadMachineRoute } from '@tramline/domain';
import { api } from '../../api';

/** The day's road routes of a group's machines (today in the branch's zone without a date). */
export const roadRoutesQuery = (groupId: number, date: string) =>
  queryOptions({
    queryKey: ['roadRoutes', groupId, date] as const,
    queryFn: () => api.get('/routes/day', { query: { groupId, date }, schema: ZRoadRoutes }),
  });

/** Line colours of the machines, in turn; distinct on the street and satellite maps. */
export const ROUTE_COLOURS = ['#1c7ed6', '#e8590c', '#7048e8', '#2f9e44', '#d6336c', '#0c8599', '#f08c00'];

export const routeColour = (index: number) => ROUTE_COLOURS[index % ROUTE_COLOURS.length]!;

/** A calendar day (`YYYY-MM-DD`) as the clock of a time zone reads it at an instant. */
export function zonedToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The box holding every stop and every road of the routes; null without any. */
export function boundsOf(routes: readonly TRoadMachineRoute[]): TBoundingBox | null {
  const points = routes.flatMap((route) => [
    ...route.stops.map((stop) => [stop.longitude, stop.latitude] as const),
    ...route.legs.flatMap((leg) => leg.geometry),
  ]);
  if (points.length === 0) return null;
  const longitudes = points.map((point) => point[0]);
  const latitudes = points.map((point) => point[1]);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}
