import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorApi, type TOperatorDevice } from './operator-api';
import { createOutbox, statusesAfterWaiting, type TStoredOutboxItem } from './outbox';

let databases = 0;
const event = (type: string, key: string) => ({
  kind: 'event' as const,
  equipmentId: 7,
  body: { idempotencyKey: key, type, workOrderId: 3, time: '2026-05-01T10:00:00Z' },
});

describe('the operator outbox', () => {
  it('keeps events made offline and counts them as waiting', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    await outbox.add(event('complete', 'b'));
    expect(await outbox.count()).toBe(2);
    const result = await outbox.flush(async () => 'retry');
    expect(result).toEqual({ sent: 0, sentEvents: 0, waiting: 2, refused: 0 });
  });

  it('sends in the order they were made and empties once the server has them', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    await outbox.add({ kind: 'positions', equipmentId: 7, body: { points: [{ latitude: 1 }] } });
    await outbox.add(event('complete', 'b'));
    const seen: string[] = [];
    const result = await outbox.flush(async (item) => {
      seen.push(item.kind === 'event' ? item.body.type : 'positions');
      return 'done';
    });
    expect(seen).toEqual(['start', 'positions', 'complete']);
    expect(result).toEqual({ sent: 3, sentEvents: 2, waiting: 0, refused: 0 });
  });

  it('stops at the first item that must wait, so a later one is never sent before it', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    await outbox.add(event('complete', 'b'));
    const seen: string[] = [];
    const result = await outbox.flush(async (item) => {
      seen.push(item.kind === 'event' ? item.body.idempotencyKey : 'positions');
      return 'retry';
    });
    expect(seen).toEqual(['a']);
    expect(result.waiting).toBe(2);
  });

  it('sends each item once when two flushes start together', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    await outbox.add(event('complete', 'b'));
    const sent: TStoredOutboxItem[] = [];
    const send = async (item: TStoredOutboxItem) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(item);
      return 'done' as const;
    };
    await Promise.all([outbox.flush(send), outbox.flush(send)]);
    expect(sent.map((item) => item.id)).toHaveLength(2);
    expect(await outbox.count()).toBe(0);
  });
});

const device: TOperatorDevice = {
  token: 'device-token',
  equipmentId: 7,
  unitId: 1,
  expiresAt: '2099-01-01T00:00:00Z',
  equipmentName: 'Sprayer 7',
};

/** The machine API answering every call with this status and error body. */
function serverAnswers(status: number, body: unknown = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the server refusing what the cab sent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a refused event with the server's message, sends the next ones and never sends it again", async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('complete', 'a'));
    await outbox.add(event('start', 'b'));
    const fetch = serverAnswers(409, {
      code: 'executionNotAllowed',
      message: 'El estado de la orden no permite este evento.',
    });
    const first = await outbox.flush(async (item) =>
      item.kind === 'event' && item.body.idempotencyKey === 'a' ? operatorApi.send(device, item) : 'done',
    );
    expect(first).toEqual({ sent: 1, sentEvents: 1, waiting: 0, refused: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [refused] = await outbox.refused();
    expect(refused).toMatchObject({
      kind: 'event',
      body: { idempotencyKey: 'a', type: 'complete', workOrderId: 3 },
      refusal: {
        status: 409,
        code: 'executionNotAllowed',
        message: 'El estado de la orden no permite este evento.',
      },
    });
    expect(Date.parse(refused!.refusal.refusedAt)).not.toBeNaN();

    const again = await outbox.flush((item) => operatorApi.send(device, item));
    expect(again).toEqual({ sent: 0, sentEvents: 0, waiting: 0, refused: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await outbox.refused()).toHaveLength(1);
  });

  it('keeps an event the server failed on (5xx) waiting and sends it once the server recovers', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    serverAnswers(503, { code: 'unavailable', message: 'Try later' });
    expect(await outbox.flush((item) => operatorApi.send(device, item))).toEqual({
      sent: 0,
      sentEvents: 0,
      waiting: 1,
      refused: 0,
    });
    expect(await outbox.refused()).toEqual([]);
    serverAnswers(200, { replayed: false });
    expect(await outbox.flush((item) => operatorApi.send(device, item))).toEqual({
      sent: 1,
      sentEvents: 1,
      waiting: 0,
      refused: 0,
    });
  });

  it('keeps an event waiting when the token has expired (401) or the server is busy (429)', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    for (const status of [401, 408, 429]) {
      serverAnswers(status);
      expect((await outbox.flush((item) => operatorApi.send(device, item))).waiting).toBe(1);
    }
    expect(await outbox.refused()).toEqual([]);
  });

  it('forgets a refused event once the operator dismisses it', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('skip', 'a'));
    await outbox.add(event('complete', 'b'));
    const refusal = { status: 403, code: 'executionOrderNotSent', message: 'Not sent to this machine' };
    await outbox.flush(async () => ({ refused: refusal }));
    const [first, second] = await outbox.refused();
    await outbox.dismiss(first!.id);
    expect((await outbox.refused()).map((item) => item.id)).toEqual([second!.id]);
  });

  it('drops a refused batch of positions without showing it', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add({ kind: 'positions', equipmentId: 7, body: { points: [{ latitude: 100 }] } });
    const result = await outbox.flush(async () => ({
      refused: { status: 400, code: 'positionsRejected', message: '1 of 1 points rejected' },
    }));
    expect(result).toEqual({ sent: 0, sentEvents: 0, waiting: 0, refused: 0 });
    expect(await outbox.refused()).toEqual([]);
  });

  it('shows the status the waiting events lead to, and none for a refused one', async () => {
    const outbox = createOutbox(`outbox-${++databases}`);
    await outbox.add(event('start', 'a'));
    await outbox.add(event('complete', 'b'));
    await outbox.add({ ...event('start', 'c'), body: { ...event('start', 'c').body, workOrderId: 4 } });
    expect(statusesAfterWaiting(await outbox.list())).toEqual({ 3: 4, 4: 2 });
    await outbox.flush(async (item) =>
      item.kind === 'event' && item.body.workOrderId === 3
        ? { refused: { status: 409, code: 'executionNotAllowed', message: '' } }
        : 'retry',
    );
    expect(statusesAfterWaiting(await outbox.list())).toEqual({ 4: 2 });
  });
});
