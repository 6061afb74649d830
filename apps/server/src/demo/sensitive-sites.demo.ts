import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type {
  TAreaGeometry,
  TBoundingBox,
  TSensitiveSiteGeometry,
  TSensitiveSiteKind,
} from '@tramline/domain';
import { fields } from '../modules/records/growers/growers.tables';
import { sensitiveSites } from '../modules/records/sensitive-sites/sensitive-sites.tables';
import { distanceToSiteMeters, siteBox } from '../modules/records/sensitive-sites/site-geometry';
import type { TDemoContext } from './demo-context';

const METRES_PER_DEGREE = 111_195;
/** Room kept between a demo buffer and the nearest field, so no seeded order meets a buffer. */
const CLEARANCE_M = 10;

interface TDemoSite {
  name: string;
  kind: TSensitiveSiteKind;
  note: string;
  radiusMeters: number | null;
  bufferMeters: number;
  /** The site's shape set `offset` metres beyond a side of a field's box. */
  shape: (
    box: TBoundingBox,
    side: 'east' | 'west' | 'north' | 'south',
    offset: number,
  ) => TSensitiveSiteGeometry;
}

const metresEast = (latitude: number, metres: number) =>
  metres / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
const metresNorth = (metres: number) => metres / METRES_PER_DEGREE;

/** The point `offset` metres out from the middle of a box's side. */
function beside(
  box: TBoundingBox,
  side: 'east' | 'west' | 'north' | 'south',
  offset: number,
): [number, number] {
  const [west, south, east, north] = box;
  const middle = (south + north) / 2;
  if (side === 'east') return [east + metresEast(middle, offset), middle];
  if (side === 'west') return [west - metresEast(middle, offset), middle];
  if (side === 'north') return [(west + east) / 2, north + metresNorth(offset)];
  return [(west + east) / 2, south - metresNorth(offset)];
}

/** A creek: a strip 12 m wide and about 700 m long along the side of a field, bending once. */
function creekStrip(
  box: TBoundingBox,
  side: 'east' | 'west' | 'north' | 'south',
  offset: number,
): TAreaGeometry {
  const [x, y] = beside(box, side, offset + 6);
  const alongNorth = side === 'east' || side === 'west';
  const half = 350;
  const step = (along: number, across: number): [number, number] =>
    alongNorth
      ? [x + metresEast(y, across), y + metresNorth(along)]
      : [x + metresEast(y, along), y + metresNorth(across)];
  const bend = 25;
  const ring: [number, number][] = [
    step(-half, -6),
    step(0, -6 + bend),
    step(half, -6),
    step(half, 6),
    step(0, 6 + bend),
    step(-half, 6),
  ];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

const SITES: TDemoSite[] = [
  {
    name: 'Hansen apiary',
    kind: 'apiary',
    note: 'Twelve hives on the fence line; the beekeeper asks for a call the day before spraying.',
    radiusMeters: 15,
    bufferMeters: 91.44,
    shape: (box, side, offset) => ({ type: 'Point', coordinates: beside(box, side, offset) }),
  },
  {
    name: 'Squaw Creek',
    kind: 'water',
    note: 'Perennial stream; keep the label’s setback from the bank.',
    radiusMeters: null,
    bufferMeters: 30.48,
    shape: creekStrip,
  },
  {
    name: 'Lindqvist farmstead',
    kind: 'schoolOrResidence',
    note: 'House, garden and a day-care in the yard.',
    radiusMeters: 40,
    bufferMeters: 60.96,
    shape: (box, side, offset) => ({ type: 'Point', coordinates: beside(box, side, offset) }),
  },
];

const SIDES = ['east', 'west', 'north', 'south'] as const;

/**
 * Sensitive sites beside the Iowa demo fields: an apiary, a creek and a farmstead, each put where
 * its buffer keeps clear of every Iowa field, so the seeded orders still pass the label gate.
 */
export const sensitiveSitesDemoSeeder = {
  name: 'sensitive-sites',
  async seed(context: TDemoContext) {
    const unitId = context.units.iowa;
    const rows = await context.db
      .select({
        geometry: fields.geometry,
        west: fields.bboxWest,
        south: fields.bboxSouth,
        east: fields.bboxEast,
        north: fields.bboxNorth,
      })
      .from(fields)
      .where(and(eq(fields.ownerId, context.ownerId), eq(fields.unitId, unitId), isNotNull(fields.geometry)))
      .orderBy(asc(fields.id));
    const mapped = rows.map((row) => ({
      geometry: row.geometry!,
      box: [row.west!, row.south!, row.east!, row.north!] as TBoundingBox,
    }));
    const placed: TSensitiveSiteGeometry[] = [];
    const values = [];
    for (const [index, site] of SITES.entries()) {
      const offset = site.bufferMeters + (site.radiusMeters ?? 0) + 60;
      const candidates = mapped
        .slice(index * 3)
        .flatMap((field) => SIDES.map((side) => site.shape(field.box, side, offset)));
      const geometry = candidates.find((candidate) => {
        const shape = { geometry: candidate, radiusMeters: site.radiusMeters };
        const gap = Math.min(...mapped.map((field) => distanceToSiteMeters(field.geometry, shape)));
        const apart = placed.every((other) => JSON.stringify(other) !== JSON.stringify(candidate));
        return apart && gap >= site.bufferMeters + CLEARANCE_M;
      });
      if (!geometry) continue;
      placed.push(geometry);
      const box = siteBox({ geometry, radiusMeters: site.radiusMeters }, site.bufferMeters);
      values.push({
        ownerId: context.ownerId,
        unitId,
        name: site.name,
        kind: site.kind,
        note: site.note,
        geometry,
        radiusMeters: site.radiusMeters,
        bufferMeters: site.bufferMeters,
        bboxWest: box[0],
        bboxSouth: box[1],
        bboxEast: box[2],
        bboxNorth: box[3],
      });
    }
    if (values.length) await context.db.insert(sensitiveSites).values(values);
  },
};
