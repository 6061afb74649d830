import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIntegrationRow, TNotification, TPage } from '@tramline/domain';
import { startErpStandIn, type TErpStandIn } from '../../../../../tools/erp-stand-in/erp-stand-in';
import { buildField, buildProduct } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { integrationClockOf, nextPullAt } from './integration-clock';

const { app, call, login } = await createTestApp();
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;
const errors: object[] = [];
const logger = { error: (payload: object) => void errors.push(payload) };
const clock = integrationClockOf(services, logger);
const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000);

let erp: TErpStandIn;
beforeAll(async () => {
  erp = await startErpStandIn({ apiKey: 'secret-key' });
  const saved = await call(token, 'PUT', '/api/integration/settings', {
    adapter: 'HTTP',
    baseUrl: erp.baseUrl,
    apiKey: 'secret-key',
    pollingMinutes: 15,
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => erp.close());

const rows = async () =>
  (await call(token, 'GET', '/api/pendencias?status=A&size=100')).json<{ content: TIntegrationRow[] }>()
    .content;
const settings = async () => (await call(token, 'GET', '/api/integration/settings')).json();

describe('when a branch pulls next', () => {
  it('waits its interval after a good pull, and 1, 2, 4 ... minutes after failures, never longer than the interval', () => {
    const now = new Date('2026-05-12T14:00:00Z');
    expect(nextPullAt(now, 15, 0)).toEqual(minutes(now, 15));
    expect(
      [1, 2, 3, 4, 5].map((failures) => (nextPullAt(now, 15, failures).getTime() - now.getTime()) / 60_000),
    ).toEqual([1, 2, 4, 8, 15]);
  });
});

describe('the integration polling clock', () => {
  let start: Date;

  it('pulls a newly connected branch at its first look, then again only when its interval has passed', async () => {
    start = new Date();
    expect(await clock.tick(start)).toEqual({ pulled: 1, failed: 0 });
    expect((await rows()).map((row) => row.ticketNumber)).toEqual(expect.arrayContaining(['BT-10421']));
    expect(await clock.tick(minutes(start, 14))).toEqual({ pulled: 0, failed: 0 });
    expect(await clock.tick(minutes(start, 15))).toEqual({ pulled: 1, failed: 0 });
  });

  it('retries a failed pull after 1, then 2 minutes, keeps the rows, and is back on its interval once the farm system answers', async () => {
    const before = await rows();
    erp.setDown(true);
    const down = minutes(start, 30);
    expect(await clock.tick(down)).toEqual({ pulled: 0, failed: 1 });
    expect(await clock.tick(minutes(down, 0.9))).toEqual({ pulled: 0, failed: 0 });
    expect(await clock.tick(minutes(down, 1))).toEqual({ pulled: 0, failed: 1 });
    expect(await clock.tick(minutes(down, 2.9))).toEqual({ pulled: 0, failed: 0 });
    expect(await settings()).toMatchObject({
      lastError: expect.stringContaining('503'),
      syncFailures: 2,
      nextSyncAt: minutes(down, 3).toISOString(),
    });
    erp.setDown(false);
    expect(await clock.tick(minutes(down, 3))).toEqual({ pulled: 1, failed: 0 });
    expect(await settings()).toMatchObject({
      lastError: null,
      syncFailures: 0,
      nextSyncAt: minutes(down, 18).toISOString(),
    });
    expect(await clock.tick(minutes(down, 17.9))).toEqual({ pulled: 0, failed: 0 });
    expect((await rows()).length).toBe(before.length);
    expect(errors).toEqual([]);
  });

  it('pulls a due branch once although two processes’ clocks look at the same moment', async () => {
    const other = integrationClockOf(services, logger);
    const due = minutes(start, 60);
    const outcomes = await Promise.all([clock.tick(due), other.tick(due)]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.pulled, 0)).toBe(1);
  });

  it('answers a user’s sync made at the moment the clock pulls, and keeps each new ticket once', async () => {
    for (let index = 0; index < 20; index += 1)
      erp.putTicket({
        ticketNumber: `BT-5${String(index).padStart(4, '0')}`,
        growerCode: 'G1001',
        fields: [{ code: 'F-2001' }],
        products: [{ code: 'P-ATRZ', rate: 1, unit: 'QT' }],
      });
    const [synced] = await Promise.all([
      call(token, 'POST', '/api/integration/sync'),
      clock.tick(minutes(start, 70)),
    ]);
    expect(synced.statusCode).toBe(200);
    const numbers = (await rows())
      .map((row) => row.ticketNumber)
      .filter((number) => number.startsWith('BT-5'));
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toHaveLength(20);
  });

  it('sends after a good pull the status the farm system missed while it was away', async () => {
    const field = await buildField(services, auth);
    for (const [kind, erpCode, targetId] of [
      ['field', 'F-2001', field.id],
      ['product', 'P-ACUR', (await buildProduct(services, auth)).id],
      ['product', 'P-ATRZ', (await buildProduct(services, auth)).id],
    ] as const)
      expect(
        (await call(token, 'POST', '/api/integration/mappings', { kind, erpCode, targetId })).statusCode,
      ).toBe(200);
    const saved = await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: 'BT-10421' });
    const workOrderId = saved.json<{ saved: { workOrderId: number }[] }>().saved[0]!.workOrderId;
    erp.setDown(true);
    await services.workOrders.close(auth, workOrderId, {
      termino: new Date().toISOString(),
      cleanEquipment: false,
      appliedVolume: 500,
      appliedArea: 20,
    });
    await services.integration.settled();
    erp.setDown(false);
    expect(erp.received().filter((status) => status.ticketNumber === 'BT-10421')).toEqual([]);
    expect(await clock.tick(minutes(start, 75))).toEqual({ pulled: 1, failed: 0 });
    expect(erp.received().filter((status) => status.ticketNumber === 'BT-10421')).toEqual([
      expect.objectContaining({ status: 'COMPLETED', appliedAreaHectares: 20 }),
    ]);
  });

  it('tells the branch once that a scheduled order waits for its changed ticket', async () => {
    const field = await buildField(services, auth);
    const product = await buildProduct(services, auth);
    erp.putTicket({
      ticketNumber: 'BT-40001',
      growerCode: 'G1001',
      fields: [{ code: 'F-4001' }],
      products: [{ code: 'P-4001', rate: 1, unit: 'QT' }],
    });
    await clock.tick(minutes(start, 90));
    await call(token, 'POST', '/api/integration/mappings', {
      kind: 'field',
      erpCode: 'F-4001',
      targetId: field.id,
    });
    await call(token, 'POST', '/api/integration/mappings', {
      kind: 'product',
      erpCode: 'P-4001',
      targetId: product.id,
    });
    const saved = await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: 'BT-40001' });
    const workOrderId = saved.json<{ saved: { workOrderId: number }[] }>().saved[0]!.workOrderId;
    services.workOrders.scheduleUsage.register(
      'clockTestSchedule',
      async ({ ids }) => new Map(ids.map((id) => [id, id === workOrderId ? 1 : 0])),
    );
    try {
      erp.putTicket({
        ticketNumber: 'BT-40001',
        revision: 2,
        growerCode: 'G1001',
        fields: [{ code: 'F-4001' }],
        products: [{ code: 'P-4001', rate: 2, unit: 'QT' }],
      });
      await clock.tick(minutes(start, 105));
      await clock.tick(minutes(start, 120));
      const told = (await call(token, 'GET', '/api/notificacoes?size=50&type=pendingIntegration'))
        .json<TPage<TNotification>>()
        .content.filter((notification) => notification.cdOrdemServico === workOrderId);
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toBe('Work order #BT-40001 waits for integration');
    } finally {
      services.workOrders.scheduleUsage.unregister('clockTestSchedule');
    }
  });
});
