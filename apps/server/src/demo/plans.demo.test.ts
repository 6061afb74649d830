import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp } from '../test/test-app';
import { plans } from '../modules/planning/plans/plans.tables';
import { units } from '../modules/tenancy/tenancy.tables';
import { branchAuth } from '../modules/planning/sends/plan-sends.service';
import { createLabelGate } from '../modules/planning/sends/label-gate';

// The demo as a new user gets it: stored forecasts, the seeded days, the real label gate.
const { app, database, demo } = await createTestApp();
const services = app.services;
const gate = createLabelGate(services);

describe('the demo’s seeded days', () => {
  it('pass the label gate: every active day, sent or about to be sent, breaks no label requirement', async () => {
    const owner = (await services.tenancy.ownerById(demo.ownerId))!;
    const days = await database.db
      .select({ groupId: plans.equipmentGroupId, unitId: plans.unitId, localDate: plans.localDate })
      .from(plans)
      .where(and(eq(plans.ownerId, demo.ownerId), eq(plans.active, true), isNull(plans.supersededAt)));
    const unique = [...new Map(days.map((day) => [`${day.groupId}|${day.localDate}`, day])).values()];
    expect(unique.length).toBeGreaterThan(0);
    let checkedOrders = 0;
    const broken: string[] = [];
    for (const day of unique) {
      const [unit] = await database.db.select().from(units).where(eq(units.id, day.unitId));
      const locationIds = await services.tenancy.repository.locationIdsOfUnit(demo.ownerId, day.unitId);
      const auth = branchAuth(owner, day.unitId, locationIds);
      for (const entry of await services.plans.activePlans(database.db, auth, day)) {
        const orders = entry.items.filter((item) => item.kind === 'order').length;
        checkedOrders += orders;
        if (orders === 0) continue;
        const { violations } = await gate.check(auth, entry, { timeZone: unit!.timeZone, now: new Date() });
        broken.push(
          ...violations.map(
            (violation) => `${entry.plan.localDate} plan ${entry.plan.id}: ${violation.message}`,
          ),
        );
      }
    }
    expect(checkedOrders).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
