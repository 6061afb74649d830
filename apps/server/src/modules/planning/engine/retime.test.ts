import { describe, expect, it } from 'vitest';
import type { TWorkOrderListQuery } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { WeatherUnavailableError } from '../../weather/weather.provider';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import { retimeDay } from './retime';

const { app, login } = await createTestApp();
const token = await login('dispatcher');
const auth = (await app.services.auth.authenticate(token))!;
const services = app.services;
const groups = await services.equipmentGroups.all(auth);
const group = await services.equipmentGroups.get(
  auth,
  groups.find((entry) => entry.mixtureType === 'LIQUID')!.id,
);
const DATE = [1, 2, 3]
  .map((days) => localDateOf(new Date(Date.now() + days * 86_400_000), group.timeZone))
  .find((date) => weekdayOf(date) !== 'SUN')!;
const all = (
  await services.workOrders.list(auth, {
    page: 0,
    size: 500,
    status: [1, 2, 3, 4, 5, 6, 7],
  } as unknown as TWorkOrderListQuery)
).content;
const mine = all.filter((order) => order.equipmentGroupId === group.id && order.skipedDate === null);
const [a, b, c] = mine.filter((order) => order.status === 1);
const inProgress = mine.find((order) => order.status === 2)!;
const equipmentId = group.equipments[0]!.cdEquipamento;
const base = { date: DATE, groupId: group.id, equipmentId };
const orderEntry = (workOrderId: number) => ({ kind: 'order' as const, workOrderId });

describe('retimeDay', () => {
  it('times the sequence in the planner order, one item per work order, inside the working period', async () => {
    const forward = await retimeDay(services, auth, {
      ...base,
      sequence: [a, b, c].map((order) => orderEntry(order!.cdOrdemServico)),
    });
    const backward = await retimeDay(services, auth, {
      ...base,
      sequence: [c, b, a].map((order) => orderEntry(order!.cdOrdemServico)),
    });
    const orderIds = (day: typeof forward) =>
      day.items.filter((item) => item.kind === 'order').map((item) => item.workOrderId);
    expect(orderIds(forward)).toEqual([a, b, c].map((order) => order!.cdOrdemServico));
    expect(orderIds(backward)).toEqual([c, b, a].map((order) => order!.cdOrdemServico));
    expect(forward.items.map((item) => item.sequence)).toEqual(forward.items.map((_, index) => index + 1));
    for (const item of forward.items.filter((entry) => entry.kind === 'order')) {
      expect(item.plannedStart!.getTime()).toBeGreaterThanOrEqual(forward.workingStart.getTime());
      expect(item.plannedEnd!.getTime()).toBeGreaterThan(item.plannedStart!.getTime());
      expect(item.appliedSeconds).toBeGreaterThan(0);
    }
    const area = [a, b, c].reduce((sum, order) => sum + order!.selectedArea, 0);
    expect(forward.summary.workedArea).toBeCloseTo(area, 6);
    expect(forward.summary.orderCount).toBe(3);
    expect(forward.activities[0]).toMatchObject({ kind: 'travel' });
    expect(forward.cannotCarry).toEqual([]);
  });

  it('spends the cleaning time at a cleanout the planner placed', async () => {
    const day = await retimeDay(services, auth, {
      ...base,
      sequence: [orderEntry(a!.cdOrdemServico), { kind: 'cleanout' }, orderEntry(b!.cdOrdemServico)],
    });
    const cleanout = day.items.find((item) => item.kind === 'cleanout')!;
    expect(cleanout.cleaningSeconds).toBe(group.equipments[0]!.cleaningTime);
    const kinds = day.items.map((item) => item.kind).filter((kind) => kind !== 'refill');
    expect(kinds).toEqual(['order', 'cleanout', 'order']);
  });

  it('times an order in progress (manual days keep them) and an empty day with its working period', async () => {
    const day = await retimeDay(services, auth, {
      ...base,
      sequence: [orderEntry(inProgress.cdOrdemServico)],
    });
    expect(day.items.filter((item) => item.kind === 'order')).toHaveLength(1);
    const empty = await retimeDay(services, auth, { ...base, sequence: [] });
    expect(empty.items).toEqual([]);
    expect(empty.workingEnd.getTime() - empty.workingStart.getTime()).toBe(13 * 3_600_000);
  });

  it('opens the whole day when the weather service fails, and says which orders were timed without weather', async () => {
    const weather = {
      name: 'down',
      hourly: async () => {
        throw new WeatherUnavailableError('down');
      },
    };
    const day = await retimeDay({ ...services, weather }, auth, {
      ...base,
      sequence: [orderEntry(a!.cdOrdemServico)],
    });
    expect(day.items.filter((item) => item.kind === 'order')).toHaveLength(1);
    expect(day.withoutWeather).toEqual([a!.cdOrdemServico]);
  });

  it('refuses a weekday without working hours (400)', async () => {
    const sunday = [0, 1, 2, 3, 4, 5, 6]
      .map((days) => localDateOf(new Date(Date.now() + days * 86_400_000), group.timeZone))
      .find((date) => weekdayOf(date) === 'SUN')!;
    await expect(retimeDay(services, auth, { ...base, date: sunday, sequence: [] })).rejects.toMatchObject({
      statusCode: 400,
      key: 'planningNoWorkingHours',
    });
  });
});
