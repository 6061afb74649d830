import {
  boundingBoxOf,
  greatCircleMetres,
  type TBoundingBox,
  type TOperatorField,
  type TOperatorPosition,
} from '@tramline/domain';

/** A machine further from an order's fields than this is not framed with them: it is elsewhere. */
export const MACHINE_NEAR_FIELDS_METRES = 20_000;

/** Where the order map shows the machine, and whose position it is. */
export interface TMachineOnMap extends TOperatorPosition {
  /** `device`: this phone or tablet's own live position; `reported`: the machine's last reported point. */
  source: 'device' | 'reported';
}

/** The device's live position when it has one, else the machine's last reported point, else null. */
export function machineOnMapOf(
  device: TOperatorPosition | null,
  reported: TOperatorPosition | null,
): TMachineOnMap | null {
  if (device) return { ...device, source: 'device' };
  if (reported) return { ...reported, source: 'reported' };
  return null;
}

/** Metres from a point to a box: to its nearest edge, 0 inside it. */
export function metresToBox(box: TBoundingBox, point: { longitude: number; latitude: number }): number {
  const [west, south, east, north] = box;
  const nearest = {
    longitude: Math.min(east, Math.max(west, point.longitude)),
    latitude: Math.min(north, Math.max(south, point.latitude)),
  };
  return greatCircleMetres(point, nearest);
}

/**
 * What the order map frames: its fields, and the machine too when it is within
 * `MACHINE_NEAR_FIELDS_METRES` of them (a machine across the county would shrink the fields to a
 * dot). Null when no field has a boundary.
 */
export function orderMapViewOf(
  fields: readonly TOperatorField[],
  machine: { longitude: number; latitude: number } | null,
): { bounds: TBoundingBox; framesMachine: boolean } | null {
  const bounds = boundingBoxOf(fields.flatMap((field) => (field.geometry ? [field.geometry] : [])));
  if (!bounds) return null;
  if (!machine || metresToBox(bounds, machine) > MACHINE_NEAR_FIELDS_METRES)
    return { bounds, framesMachine: false };
  const [west, south, east, north] = bounds;
  return {
    bounds: [
      Math.min(west, machine.longitude),
      Math.min(south, machine.latitude),
      Math.max(east, machine.longitude),
      Math.max(north, machine.latitude),
    ],
    framesMachine: true,
  };
}
