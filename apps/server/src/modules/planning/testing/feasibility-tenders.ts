import type { TPlan } from '@tramline/domain';

const TOLERANCE_MS = 1000;

/**
 * The tender trucks' days of a group, checked from the plans alone: each day's activities in
 * order without overlap; every meeting matched by a refill of the sprayer it serves, from this
 * tender, at the same times; every sprayer refill from a tender matched by that tender's meeting;
 * a trip never transfers more of a work order's mixture than its load holds.
 */
export function checkTenderDays(plans: readonly TPlan[], tenderIds: ReadonlySet<number>): string[] {
  const errors: string[] = [];
  const refills = new Map<string, number>();
  const key = (sprayer: number, tender: number, start: string, end: string) =>
    `${sprayer}|${tender}|${Date.parse(start)}|${Date.parse(end)}`;
  for (const plan of plans) {
    if (tenderIds.has(plan.equipamentoId)) continue;
    for (const activity of plan.activities)
      if (activity.kind === 'refill' && activity.tenderEquipmentId != null) {
        const k = key(plan.equipamentoId, activity.tenderEquipmentId, activity.start, activity.end);
        refills.set(k, (refills.get(k) ?? 0) + 1);
      }
  }
  for (const plan of plans) {
    if (!tenderIds.has(plan.equipamentoId)) continue;
    const where = `tender plan ${plan.planejamentoId} (machine ${plan.equipamentoId})`;
    let last = -Infinity;
    for (const activity of plan.activities) {
      if (Date.parse(activity.start) < last - TOLERANCE_MS)
        errors.push(`${where}: ${activity.kind} overlaps`);
      last = Date.parse(activity.end);
      if (activity.kind !== 'meeting') continue;
      const k = key(activity.servedEquipmentId ?? -1, plan.equipamentoId, activity.start, activity.end);
      const count = refills.get(k) ?? 0;
      if (count === 0) errors.push(`${where}: meeting at ${activity.start} without the sprayer's refill`);
      else refills.set(k, count - 1);
    }
    let held = new Map<string, number>();
    for (const item of plan.items) {
      const lines = item.tender?.lines ?? [];
      if (item.kind === 'load')
        held = new Map(lines.map((line) => [`${line.cdOrdemServico}:${line.fieldId}`, 0]));
      for (const line of lines) {
        const k = `${line.cdOrdemServico}:${line.fieldId}`;
        held.set(k, (held.get(k) ?? 0) + (item.kind === 'load' ? line.amount : -line.amount));
        if (item.kind === 'meeting' && held.get(k)! < -1e-3)
          errors.push(
            `${where}: item ${item.sequencia} gives more of order ${line.cdOrdemServico} than loaded`,
          );
      }
    }
  }
  for (const [k, count] of refills)
    if (count > 0) errors.push(`refill from a tender without its meeting (${k})`);
  return errors;
}
