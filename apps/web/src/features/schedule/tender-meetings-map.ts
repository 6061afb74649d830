import type { TAvailableOrder, TPlan } from '@tramline/domain';

/** The transfers at one field of the day: where a tender truck meets a sprayer with its next load. */
export interface TMeetingPoint {
  fieldId: number;
  latitude: number;
  longitude: number;
  meetings: { tenderId: number; sprayerId: number | null; start: string; end: string }[];
}

/**
 * Where the day's transfers happen: each tender truck's `meeting` items placed at the field of the
 * order whose load they bring (the item's first load line), one point per field, its meetings in
 * time order. Meetings at a field the map does not hold (no centroid, order not listed) are left out.
 */
export function meetingPoints(
  plans: readonly TPlan[],
  orders: readonly TAvailableOrder[],
  tenderIds: ReadonlySet<number>,
): TMeetingPoint[] {
  const fields = new Map<number, { latitude: number; longitude: number }>();
  for (const order of orders)
    for (const field of order.fields)
      if (field.latitude !== null && field.longitude !== null)
        fields.set(field.id, { latitude: field.latitude, longitude: field.longitude });
  const points = new Map<number, TMeetingPoint>();
  for (const plan of plans) {
    if (!tenderIds.has(plan.equipamentoId)) continue;
    for (const item of plan.items) {
      const fieldId = item.tender?.lines[0]?.fieldId;
      if (item.kind !== 'meeting' || fieldId === undefined || !item.plannedStart || !item.plannedEnd)
        continue;
      const at = fields.get(fieldId);
      if (!at) continue;
      const point = points.get(fieldId) ?? { fieldId, ...at, meetings: [] };
      point.meetings.push({
        tenderId: plan.equipamentoId,
        sprayerId: item.tender?.servedEquipmentId ?? null,
        start: item.plannedStart,
        end: item.plannedEnd,
      });
      points.set(fieldId, point);
    }
  }
  for (const point of points.values()) point.meetings.sort((a, b) => a.start.localeCompare(b.start));
  return [...points.values()];
}
