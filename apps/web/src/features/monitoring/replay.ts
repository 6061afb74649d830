import type { TFleetMachine, TTrailCollection, TTrailFeature } from '@tramline/domain';

type TCoordinate = [number, number];

/** The part of a line travelled by `at`, assuming an even pace between its start and end. */
function clip(feature: TTrailFeature, at: number): TCoordinate[] {
  const coordinates = feature.geometry.coordinates;
  const start = Date.parse(feature.properties.start);
  const end = Date.parse(feature.properties.end);
  if (at >= end || coordinates.length < 2) return coordinates;
  const position = ((at - start) / Math.max(end - start, 1)) * (coordinates.length - 1);
  const index = Math.floor(position);
  const [x0, y0] = coordinates[index]!;
  const [x1, y1] = coordinates[index + 1]!;
  const fraction = position - index;
  return [...coordinates.slice(0, index + 1), [x0 + (x1 - x0) * fraction, y0 + (y1 - y0) * fraction]];
}

/** Degrees clockwise from north from one coordinate to the next (flat, fine at field scale). */
function headingOf(from: TCoordinate, to: TCoordinate): number | null {
  const dx = (to[0] - from[0]) * Math.cos((to[1] * Math.PI) / 180);
  const dy = to[1] - from[1];
  if (dx === 0 && dy === 0) return null;
  return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
}

/**
 * The map as it was at `at`: the trails drawn up to that instant and each machine at the end of its
 * trail then (machines without a trail by then are left off the map).
 */
export function replayAt(
  machines: readonly TFleetMachine[],
  trails: TTrailCollection,
  at: number,
): { machines: TFleetMachine[]; trails: TTrailCollection } {
  const features = trails.features
    .filter((feature) => Date.parse(feature.properties.start) <= at)
    .map((feature) => ({ ...feature, geometry: { ...feature.geometry, coordinates: clip(feature, at) } }));
  const latest = new Map<number, TTrailFeature>();
  for (const feature of features) {
    const current = latest.get(feature.properties.equipamentoId);
    if (!current || current.properties.start < feature.properties.start)
      latest.set(feature.properties.equipamentoId, feature);
  }
  return {
    trails: { type: 'FeatureCollection', features },
    machines: machines.map((machine): TFleetMachine => {
      const feature = latest.get(machine.equipamentoId);
      if (!feature) return { ...machine, position: null };
      const coordinates = feature.geometry.coordinates;
      const last = coordinates[coordinates.length - 1]!;
      const before = coordinates[coordinates.length - 2] ?? last;
      return {
        ...machine,
        state: feature.properties.state,
        position: {
          recordedAt: new Date(Math.min(at, Date.parse(feature.properties.end))).toISOString(),
          latitude: last[1],
          longitude: last[0],
          speedKmh: null,
          headingDegrees: headingOf(before, last),
          boomOn: feature.properties.state === 'applying',
          rate: feature.properties.rate,
          tankLevelLitres: null,
          workOrderId: feature.properties.cdOrdemServico,
        },
      };
    }),
  };
}

/** The instants a replay of the day may show: from the first trail to now. */
export function replayRange(trails: TTrailCollection | undefined, now: number): [number, number] | null {
  if (!trails?.features.length) return null;
  const first = Math.min(...trails.features.map((feature) => Date.parse(feature.properties.start)));
  return first < now ? [first, now] : null;
}
