import type { TAuth } from '../../http/auth-context';
import type { TWorkOrderRow, TWorkOrdersRepository } from './work-orders.repository';
import type { TOrderLines } from './work-orders.presenter';

/** The order's columns and lines the history records, by the name the history shows. */
const AUDITED: { field: string; of: (row: TWorkOrderRow, lines: TOrderLines) => unknown }[] = [
  { field: 'description', of: (row) => row.description },
  { field: 'vlOrdemServico', of: (row) => row.ticket },
  { field: 'cdLocation', of: (row) => row.locationId },
  { field: 'growerId', of: (row) => row.growerId },
  { field: 'farmId', of: (row) => row.farmId },
  { field: 'fieldIds', of: (_row, lines) => lines.fields.map((line) => line.fieldId) },
  {
    field: 'products',
    of: (_row, lines) =>
      lines.products.map((line) => ({
        productId: line.productId,
        rate: line.ratePerHectare,
        rateUnit: line.rateUnit,
      })),
  },
  { field: 'selectedArea', of: (row) => row.selectedAreaHectares },
  { field: 'equipmentGroupId', of: (row) => row.equipmentGroupId },
  { field: 'applicatorId', of: (row) => row.applicatorId },
  { field: 'carrierRate', of: (row) => row.carrierRateLitresPerHectare },
  { field: 'timing', of: (row) => row.timing },
  { field: 'cropId', of: (row) => row.cropId },
  { field: 'traitPackage', of: (row) => row.traitPackage },
  { field: 'applicationType', of: (row) => row.applicationType },
  { field: 'plannedStart', of: (row) => row.plannedStart?.toISOString() ?? null },
  { field: 'plannedEnd', of: (row) => row.plannedEnd?.toISOString() ?? null },
  { field: 'minSpeed', of: (row) => row.minSpeedKmh },
  { field: 'maxSpeed', of: (row) => row.maxSpeedKmh },
  { field: 'observation', of: (row) => row.observation },
  { field: 'status', of: (row) => row.status },
  { field: 'dtEncerramento', of: (row) => row.closedAt?.toISOString() ?? null },
  { field: 'cleanEquipment', of: (row) => row.cleanEquipment },
  { field: 'appliedVolume', of: (row) => row.appliedVolumeLitres },
  { field: 'appliedArea', of: (row) => row.appliedAreaHectares },
];

/** Field-by-field changes between two states of an order. */
export function diffOrder(
  before: { row: TWorkOrderRow; lines: TOrderLines } | null,
  after: { row: TWorkOrderRow; lines: TOrderLines },
) {
  const changes: { field: string; from: unknown; to: unknown }[] = [];
  for (const { field, of } of AUDITED) {
    const to = of(after.row, after.lines);
    const from = before ? of(before.row, before.lines) : null;
    if (
      JSON.stringify(from) !== JSON.stringify(to) &&
      !(before === null && (to === null || (Array.isArray(to) && to.length === 0)))
    ) {
      changes.push({ field, from, to });
    }
  }
  return changes;
}

/** Writes the changes between two states of an order to its history (an edit changing nothing writes none). */
export async function recordAudit(
  auth: TAuth,
  within: TWorkOrdersRepository,
  action: string,
  before: { row: TWorkOrderRow; lines: TOrderLines } | null,
  after: { row: TWorkOrderRow; lines: TOrderLines },
) {
  const changes = diffOrder(before, after);
  if (!changes.length && action === 'updated') return;
  await within.addAudit({
    ownerId: auth.ownerId,
    workOrderId: after.row.id,
    userId: auth.userId,
    userName: auth.login,
    action,
    changes,
  });
}
