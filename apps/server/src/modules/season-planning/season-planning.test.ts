import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TSeasonPlanning } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { addBranchUser } from '../../test/branch-user';
import { weeksOf } from './season-planning.service';

const testApp = await createTestApp({ secondOwner: true });
const { call, login, database, demo } = testApp;
const db = database.db;
await addBranchUser(testApp, { login: 'ia-applicator', unitId: demo.units.iowa, roles: ['APPLICATOR'] });
const admin = await login();
const otherAdmin = await login('demo', { owner: 'other' });
const applicator = await login('ia-applicator');
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const [branch] = await rows<{ timeZone: string; unitId: number }>(sql`
  select u.time_zone as "timeZone", u.id as "unitId" from users s join units u on u.id = s.active_unit_id
  where s.id = ${demo.userIds.demo!}`);
const { timeZone, unitId } = branch!;
/** The season of most demo orders, read from the rows. */
const [busiest] = await rows<{ season: number }>(sql`
  select extract(year from coalesce(scheduled_on, (planned_start at time zone ${timeZone})::date,
    (created_at at time zone ${timeZone})::date))::int as "season"
  from work_orders where unit_id = ${unitId} and status <> 6 group by 1 order by count(*) desc limit 1`);
const season = busiest!.season;

describe('GET /api/season-planning', () => {
  it('sums the planned and applied area of the season orders as the rows hold them', async () => {
    const response = await call(admin, 'GET', `/api/season-planning?season=${season}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<TSeasonPlanning>();
    const [raw] = await rows<{ planned: number; applied: number; orders: number }>(sql`
      select coalesce(sum(selected_area_hectares), 0)::float8 as planned,
        coalesce(sum(applied_area_hectares), 0)::float8 as applied, count(*)::int as orders
      from work_orders
      where unit_id = ${unitId} and status <> 6
        and extract(year from coalesce(scheduled_on, (planned_start at time zone ${timeZone})::date,
          (created_at at time zone ${timeZone})::date)) = ${season}`);
    expect(raw!.orders).toBeGreaterThan(0);
    expect(body.plannedHectares).toBeCloseTo(raw!.planned, 2);
    expect(body.appliedHectares).toBeCloseTo(raw!.applied, 2);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // Weeks and crops split the same total; each week's crops add up to its planned area.
    expect(sum(body.weeks.map((week) => week.plannedHectares))).toBeCloseTo(raw!.planned, 2);
    expect(sum(body.crops.map((crop) => crop.plannedHectares))).toBeCloseTo(raw!.planned, 2);
    for (const week of body.weeks)
      expect(sum(Object.values(week.byCrop))).toBeCloseTo(week.plannedHectares, 2);
    expect(body.weeks.map((week) => week.week)).toEqual(weeksOf(season));
  });

  it('counts each product with the area of its orders', async () => {
    const body = (await call(admin, 'GET', `/api/season-planning?season=${season}`)).json<TSeasonPlanning>();
    const raw = await rows<{ id: number; planned: number }>(sql`
      select p.product_id as id, sum(w.selected_area_hectares)::float8 as planned
      from (select distinct work_order_id, product_id from work_order_products) p
      join work_orders w on w.id = p.work_order_id
      where w.unit_id = ${unitId} and w.status <> 6
        and extract(year from coalesce(w.scheduled_on, (w.planned_start at time zone ${timeZone})::date,
          (w.created_at at time zone ${timeZone})::date)) = ${season}
      group by 1`);
    expect(body.products).toHaveLength(raw.length);
    for (const product of raw)
      expect(body.products.find((entry) => entry.id === product.id)!.plannedHectares).toBeCloseTo(
        product.planned,
        2,
      );
  });

  it("sets the weekly capacity from the members' width, speed, efficiency and working hours", async () => {
    const body = (await call(admin, 'GET', `/api/season-planning?season=${season}`)).json<TSeasonPlanning>();
    const members = await rows<{ width: number; speed: number; efficiency: number; hours: number }>(sql`
      select coalesce(m.implement_width_metres, e.boom_width_metres, e.spreader_width_metres, 0)::float8 as width,
        coalesce(m.operation_speed_kmh, 0)::float8 as speed, e.field_efficiency::float8 as efficiency,
        (select coalesce(sum(end_minute - start_minute), 0) from equipment_group_working_periods p
          where p.group_id = g.id)::float8 / 60 as hours
      from equipment_groups g join equipment_group_machines m on m.group_id = g.id and m.role = 'member'
      join equipment e on e.id = m.equipment_id
      where g.unit_id = ${unitId} and g.active`);
    const expected = members.reduce(
      (total, member) => total + ((member.width * member.speed) / 10) * member.efficiency * member.hours,
      0,
    );
    expect(expected).toBeGreaterThan(0);
    expect(body.weeklyCapacityHectares).toBeCloseTo(expected, 2);
    expect(body.weeks.every((week) => week.capacityHectares === body.weeklyCapacityHectares)).toBe(true);
  });

  it('reads this year without a season and refuses a bad one with 400', async () => {
    const now = (await call(admin, 'GET', '/api/season-planning')).json<TSeasonPlanning>();
    expect(now.season).toBe(
      Number(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(new Date())),
    );
    for (const bad of ['twenty', '1999', '2026.5'])
      expect((await call(admin, 'GET', `/api/season-planning?season=${bad}`)).statusCode).toBe(400);
  });

  it('refuses a role without planning, and an owner without the feature, with 403', async () => {
    expect((await call(applicator, 'GET', '/api/season-planning')).statusCode).toBe(403);
    await db.execute(sql`update owners set settings = settings || '{"seasonPlanning": false}'::jsonb
      where id <> ${demo.ownerId}`);
    expect((await call(otherAdmin, 'GET', '/api/season-planning')).statusCode).toBe(403);
    await db.execute(sql`update owners set settings = settings || '{"seasonPlanning": false}'::jsonb
      where id = ${demo.ownerId}`);
    try {
      expect((await call(admin, 'GET', '/api/season-planning')).statusCode).toBe(403);
    } finally {
      await db.execute(sql`update owners set settings = settings || '{"seasonPlanning": true}'::jsonb
        where id = ${demo.ownerId}`);
    }
    expect((await call(null, 'GET', '/api/season-planning')).statusCode).toBe(401);
  });

  it("counts none of another owner's orders", async () => {
    await db.execute(sql`update owners set settings = settings || '{"seasonPlanning": true}'::jsonb
      where id <> ${demo.ownerId}`);
    const other = (
      await call(otherAdmin, 'GET', `/api/season-planning?season=${season}`)
    ).json<TSeasonPlanning>();
    const [raw] = await rows<{ planned: number }>(sql`
      select coalesce(sum(w.selected_area_hectares), 0)::float8 as planned from work_orders w
      where w.owner_id <> ${demo.ownerId} and w.status <> 6
        and w.unit_id = (select active_unit_id from users where owner_id <> ${demo.ownerId} and login = 'demo')
        and extract(year from coalesce(w.scheduled_on, (w.planned_start at time zone ${timeZone})::date,
          (w.created_at at time zone ${timeZone})::date)) = ${season}`);
    expect(other.plannedHectares).toBeCloseTo(raw!.planned, 2);
  });
});

describe('weeksOf', () => {
  it('starts on the Monday of the week of 1 January and ends with the week of 31 December', () => {
    const weeks = weeksOf(2026);
    expect(weeks[0]).toBe('2025-12-29');
    expect(weeks[weeks.length - 1]).toBe('2026-12-28');
    expect(weeks).toHaveLength(53);
  });
});
