import { describe, expect, it } from 'vitest';
import type { TNotification, TPage, TPlan } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { ownDays } from '../../../test/own-days';
import { liquidGroupOf } from '../../../test/liquid-group';
import { localDateOf, localMidnight, weekdayOf } from '../../../calendar/calendar';
import { gridCell } from '../../weather/weather.provider';
import { PLANNING_BASE } from '../planning.paths';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login } = await createTestApp();
const services = app.services;
const token = await login('dispatcher');
const applicatorToken = await login('applicator');
const auth = (await services.auth.authenticate(token))!;
const API = `/api${PLANNING_BASE}`;

const group = await liquidGroupOf(services, auth);
const machine = group.equipments[0]!.cdEquipamento;
const nextDay = ownDays(localDateOf(new Date(), group.timeZone));
const ready = (await readyOrdersOf(services, auth)).filter(
  (order) => order.equipmentGroupId === group.id && order.skipedDate === null,
);

/** A custom day of one order on a working day; 'now' is that day's local midnight. */
async function plannedDay() {
  let date = nextDay();
  while (!group.workingPeriods.some((period) => period.dayOfWeek === weekdayOf(date))) date = nextDay();
  const order = ready.shift()!;
  const response = await call(token, 'POST', `${API}/alocar-ordem`, {
    configuracaoId: group.id,
    equipamentoId: machine,
    ordensId: [order.cdOrdemServico],
    dataDesejada: date,
  });
  expect(response.statusCode).toBe(200);
  const plan = response.json<TPlan>();
  expect(plan.activities.some((activity) => activity.kind === 'application')).toBe(true);
  return { date, order, plan, now: localMidnight(date, group.timeZone) };
}

/** The order's forecast replaced by a stormy day: rain, gale and heat every hour. */
async function stormOver(order: { cdOrdemServico: number }, date: string) {
  const document = await services.workOrders.document(auth, order.cdOrdemServico);
  const cell = gridCell(document.fields.find((field) => field.centroid)!.centroid!);
  const start = localMidnight(date, group.timeZone).getTime();
  return Array.from({ length: 48 }, (_, hour) => ({
    ...cell,
    hour: new Date(start + hour * 3_600_000),
    windKmh: 70,
    windGustKmh: 90,
    temperatureC: 42,
    humidityPct: 10,
    rainMm: 12,
    source: 'stored',
    fetchedAt: new Date(),
  }));
}

const notificationsOf = async (as: string) =>
  (await call(as, 'GET', '/api/notificacoes?type=forecastChanged&size=50')).json<TPage<TNotification>>();

describe('a new forecast that closes a planned window', () => {
  it('tells the planners once, naming the order and the day, and not again for the same refresh', async () => {
    const { date, order, plan, now } = await plannedDay();
    // The forecast the day was planned on: nothing to tell.
    expect(await services.forecastWatch.check(now, auth.ownerId)).toEqual([]);

    const live: { event: string; payload: unknown }[] = [];
    const unsubscribe = services.live.subscribe((_, message) => live.push(message));
    const told = await services.forecastWatch.refresh(auth.ownerId, await stormOver(order, date), now);
    unsubscribe();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ planId: plan.planejamentoId, workOrderIds: [order.cdOrdemServico] });
    const ticket = order.vlOrdemServico ? `#${order.vlOrdemServico}` : String(order.cdOrdemServico);
    expect(live.filter((message) => message.event === 'forecast-changed')).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          referencia: date,
          configuracaoId: group.id,
          unitId: auth.unitId,
          ordensId: [order.cdOrdemServico],
          tickets: [ticket],
        }),
      }),
    ]);

    const list = (await notificationsOf(token)).content.filter(
      (row) => row.planejamentoId === plan.planejamentoId,
    );
    expect(list).toHaveLength(1);
    expect(list[0]!.message).toContain(ticket);
    expect(list[0]!.message).toContain(date);
    expect(list[0]!.link).toBe(`/orders?date=${date}&group=${group.id}`);

    // The same forecast again: the same plan version and orders were told already.
    expect(await services.forecastWatch.refresh(auth.ownerId, await stormOver(order, date), now)).toEqual([]);
    expect(
      (await notificationsOf(token)).content.filter((row) => row.planejamentoId === plan.planejamentoId),
    ).toHaveLength(1);
  });

  it('keeps the notice from users who do not plan', async () => {
    const { date, order, now } = await plannedDay();
    await services.forecastWatch.refresh(auth.ownerId, await stormOver(order, date), now);
    expect((await notificationsOf(token)).content.length).toBeGreaterThan(0);
    expect((await notificationsOf(applicatorToken)).content).toEqual([]);
  });

  it('leaves plans of other days alone', async () => {
    const { date, order } = await plannedDay();
    // Two days before the plan's date, it is neither today nor tomorrow.
    const early = new Date(localMidnight(date, group.timeZone).getTime() - 2 * 86_400_000);
    expect(await services.forecastWatch.refresh(auth.ownerId, await stormOver(order, date), early)).toEqual(
      [],
    );
  });
});
