import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { AS_APPLIED_IMPORT_POSITION_SHARE, type TAreaGeometry } from '@tramline/domain';
import type { TImportedPoint } from './as-applied-file';

/** Most points looked at to match by position: evenly spread over the file. */
const MATCH_SAMPLE_POINTS = 2000;

/**
 * The tickets a task designator may name: each `#ticket` in it (as Tramline's TaskData export
 * writes `#1042 Spray corn`), else the whole designator.
 */
export function ticketsOfDesignators(designators: readonly string[]): string[] {
  const tickets = new Set<string>();
  for (const designator of designators) {
    const marked = [...designator.matchAll(/#\s*([\p{L}\p{N}_-]+)/gu)].map((match) => match[1]!);
    if (marked.length) marked.forEach((ticket) => tickets.add(ticket));
    else if (designator.trim()) tickets.add(designator.trim());
  }
  return [...tickets];
}

type TBox = [number, number, number, number];

function boxOf(geometry: TAreaGeometry): TBox {
  const box: TBox = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  for (const ring of rings)
    for (const [longitude, latitude] of ring) {
      box[0] = Math.min(box[0], longitude!);
      box[1] = Math.min(box[1], latitude!);
      box[2] = Math.max(box[2], longitude!);
      box[3] = Math.max(box[3], latitude!);
    }
  return box;
}

/**
 * The order whose fields hold the most of the file's applying points (boom not reported off), when
 * they hold at least `AS_APPLIED_IMPORT_POSITION_SHARE` of them and no other order holds as many;
 * else null.
 */
export function matchByPosition(
  points: readonly TImportedPoint[],
  orders: readonly { id: number; geometries: TAreaGeometry[] }[],
): number | null {
  const applying = points.filter((point) => point.boomOn !== false);
  const step = Math.max(1, Math.ceil(applying.length / MATCH_SAMPLE_POINTS));
  const sample = applying.filter((_, index) => index % step === 0);
  if (!sample.length) return null;
  const counts = orders.map((order) => {
    const shapes = order.geometries.map((geometry) => ({ geometry, box: boxOf(geometry) }));
    const inside = sample.filter((point) =>
      shapes.some(
        ({ geometry, box }) =>
          point.longitude >= box[0] &&
          point.latitude >= box[1] &&
          point.longitude <= box[2] &&
          point.latitude <= box[3] &&
          booleanPointInPolygon([point.longitude, point.latitude], geometry),
      ),
    ).length;
    return { id: order.id, inside };
  });
  counts.sort((a, b) => b.inside - a.inside);
  const [best, second] = counts;
  if (!best || best.inside < sample.length * AS_APPLIED_IMPORT_POSITION_SHARE) return null;
  if (second && second.inside === best.inside) return null;
  return best.id;
}
