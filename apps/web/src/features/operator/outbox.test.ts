import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createOutbox, type TStoredOutboxItem } from './outbox';

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
    expect(result).toEqual({ sent: 0, waiting: 2 });
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
    expect(result).toEqual({ sent: 3, waiting: 0 });
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
