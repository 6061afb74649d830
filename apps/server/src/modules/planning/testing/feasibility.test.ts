import { describe, expect, it } from 'vitest';
import type { TPlan } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import { checkPlanFeasibility } from './feasibility';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, login } = await createTestApp();
const auth = (await app.services.auth.authenticate(await login('dispatcher')))!;
const services = app.services;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(auth, groups.find((g) => g.mixtureType === 'LIQUID')!.id);
const dry = await services.equipmentGroups.get(auth, groups.find((g) => g.mixtureType === 'DRY')!.id);
const date = [1, 2, 3]
  .map((offset) => localDateOf(new Date(Date.now() + offset * 86_400_000), spray.timeZone))
  .find((candidate) => weekdayOf(candidate) !== 'SUN')!;

/** Two liquid orders of the spray crew whose products belong to different cleaning families. */
const ready = (await readyOrdersOf(services, auth)).filter(
  (order) => order.equipmentGroupId === spray.id && !order.inconsistencies?.length,
);
const familyOf = async (orderId: number) => {
  const record = await services.workOrders.get(auth, orderId);
  const products = await services.products.getMany(
    auth,
    record.products.map((line) => line.productId),
  );
  return [...new Set(products.map((product) => product.cleaningFamily ?? 'NONE'))].sort().join('+');
};
const families = await Promise.all(ready.map(async (order) => familyOf(order.cdOrdemServico)));
const first = ready[0]!.cdOrdemServico;
const other = ready[families.findIndex((family) => family !== families[0])]!.cdOrdemServico;

const at = (hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000).toISOString();

/** A machine's day as the wire shows it, with only what the checker reads. */
function planOf(
  equipmentId: number,
  entries: ({ order: number; area: number } | 'cleanout' | 'refill')[],
): TPlan {
  let hour = 12;
  const items = [];
  const activities = [];
  for (const [index, entry] of entries.entries()) {
    const start = at(hour);
    const end = at(hour + 1);
    hour += 1;
    if (entry === 'cleanout' || entry === 'refill') {
      items.push({
        sequencia: index + 1,
        kind: entry,
        cdOrdemServico: null,
        plannedStart: start,
        plannedEnd: end,
        area: 0,
        volume: 0,
      });
      activities.push({
        kind: entry === 'cleanout' ? 'cleaning' : 'refill',
        cdOrdemServico: null,
        start,
        end,
      });
    } else {
      items.push({
        sequencia: index + 1,
        kind: 'order',
        cdOrdemServico: entry.order,
        plannedStart: start,
        plannedEnd: end,
        area: entry.area,
        volume: 0,
      });
      activities.push({ kind: 'application', cdOrdemServico: entry.order, start, end });
    }
  }
  return { planejamentoId: 1, equipamentoId: equipmentId, items, activities } as unknown as TPlan;
}

const check = (groupId: number, plan: TPlan) =>
  checkPlanFeasibility(services, auth, { date, groupId, plans: [plan] });
const sprayer = spray.equipments[0]!.cdEquipamento;

describe('feasibility checker', () => {
  it('finds a load larger than the compartments between refills, and not once a refill comes between', async () => {
    expect(families.some((family) => family !== families[0])).toBe(true);
    const small = await check(spray.id, planOf(sprayer, [{ order: first, area: 1 }]));
    expect(small.filter((problem) => problem.includes('tank'))).toEqual([]);
    // 1200 gallons cannot spray 2000 acres in one load.
    const huge = await check(spray.id, planOf(sprayer, [{ order: first, area: 800 }]));
    expect(huge.some((problem) => problem.includes('tank below empty'))).toBe(true);
    // Two orders that each fit, but not together without a refill.
    const record = await services.workOrders.get(auth, first);
    const perHectare = Math.max(
      record.carrierRate ?? 0,
      record.products
        .filter((line) => line.typeProduct === 'LIQUID')
        .reduce((sum, line) => sum + line.rate, 0),
    );
    const machine = (await services.equipment.findMany(auth, [sprayer]))[0]!;
    const capacity =
      machine.compartments.reduce((sum, compartment) => sum + compartment.capacity, 0) ||
      machine.tankCapacity!;
    const area = (0.6 * capacity) / perHectare;
    const twice = await check(
      spray.id,
      planOf(sprayer, [
        { order: first, area },
        { order: first, area },
      ]),
    );
    expect(twice.some((problem) => problem.includes('tank below empty'))).toBe(true);
    const refilled = await check(
      spray.id,
      planOf(sprayer, [{ order: first, area }, 'refill', { order: first, area }]),
    );
    expect(refilled.filter((problem) => problem.includes('tank'))).toEqual([]);
  });

  it('finds a liquid order on a machine with dry compartments only', async () => {
    const spreader = dry.equipments[0]!.cdEquipamento;
    const found = await check(dry.id, planOf(spreader, [{ order: first, area: 1 }]));
    expect(found.some((problem) => problem.includes('without a compartment of its mixture type'))).toBe(true);
  });

  it('finds a change of product family without a cleanout, and not with one', async () => {
    const missing = await check(
      spray.id,
      planOf(sprayer, [
        { order: first, area: 1 },
        { order: other, area: 1 },
      ]),
    );
    expect(missing.some((problem) => problem.includes('no cleanout between'))).toBe(true);
    const cleaned = await check(
      spray.id,
      planOf(sprayer, [{ order: first, area: 1 }, 'cleanout', { order: other, area: 1 }]),
    );
    expect(cleaned.filter((problem) => problem.includes('cleanout'))).toEqual([]);
  });
});
