import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * What the cab made while it may have had no connection, kept on the device (IndexedDB) until the
 * server has it: execution events and position batches, each in the order it was made. Events carry
 * the idempotency key made on the device, so a send the server got but did not answer in time is
 * counted once when sent again.
 */
export type TOutboxItem =
  | {
      kind: 'event';
      equipmentId: number;
      body: { idempotencyKey: string; type: string } & Record<string, unknown>;
    }
  | { kind: 'positions'; equipmentId: number; body: { points: Record<string, unknown>[] } };

export type TStoredOutboxItem = TOutboxItem & { id: number; createdAt: string };

/** How a send of one item ended. */
export type TSendOutcome =
  /** The server has it (or refused it for good: a resend would be refused the same way). */
  | 'done'
  /** Not reached, timed out or the server failed: keep it and stop, try again later. */
  | 'retry';

interface TOutboxSchema extends DBSchema {
  items: { key: number; value: TStoredOutboxItem };
}

const DATABASE = 'tramline-operator';
const STORE = 'items';

export interface TOutbox {
  add(item: TOutboxItem): Promise<void>;
  list(): Promise<TStoredOutboxItem[]>;
  count(): Promise<number>;
  /** Sends the waiting items oldest first, one at a time; stops at the first that must wait. */
  flush(send: (item: TStoredOutboxItem) => Promise<TSendOutcome>): Promise<{ sent: number; waiting: number }>;
  clear(): Promise<void>;
}

/** The device's outbox; `name` lets tests keep theirs apart. */
export function createOutbox(name = DATABASE): TOutbox {
  let database: Promise<IDBPDatabase<TOutboxSchema>> | undefined;
  const open = () =>
    (database ??= openDB<TOutboxSchema>(name, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      },
    }));
  /** One flush at a time: a second call waits for the first, so nothing is sent twice at once. */
  let running: Promise<{ sent: number; waiting: number }> | undefined;

  async function flushOnce(send: (item: TStoredOutboxItem) => Promise<TSendOutcome>) {
    const db = await open();
    let sent = 0;
    for (const item of await db.getAll(STORE)) {
      const outcome = await send(item);
      if (outcome === 'retry') break;
      await db.delete(STORE, item.id);
      sent += 1;
    }
    return { sent, waiting: await db.count(STORE) };
  }

  return {
    async add(item) {
      const db = await open();
      await db.add(STORE, { ...item, createdAt: new Date().toISOString() } as TStoredOutboxItem);
    },
    async list() {
      return (await open()).getAll(STORE);
    },
    async count() {
      return (await open()).count(STORE);
    },
    async flush(send) {
      while (running) await running.catch(() => undefined);
      running = flushOnce(send);
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },
    async clear() {
      await (await open()).clear(STORE);
    },
  };
}

/** A key unique to this device and event: the server answers a resend with the first outcome. */
export function newIdempotencyKey() {
  return `cab-${crypto.randomUUID()}`;
}
