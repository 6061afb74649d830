import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { EXECUTION_TRANSITIONS, type TExecutionEventType } from '@tramline/domain';

/**
 * What the cab made while it may have had no connection, kept on the device (IndexedDB) until the
 * server has it: execution events and position batches, each in the order it was made. Events carry
 * the idempotency key made on the device, so a send the server got but did not answer in time is
 * counted once when sent again. An event the server refuses is kept apart, with the server's
 * answer, until the operator has seen it and dismisses it.
 */
export type TOutboxItem =
  | {
      kind: 'event';
      equipmentId: number;
      body: { idempotencyKey: string; type: string; workOrderId: number } & Record<string, unknown>;
    }
  | { kind: 'positions'; equipmentId: number; body: { points: Record<string, unknown>[] } };

export type TStoredOutboxItem = TOutboxItem & { id: number; createdAt: string };
export type TStoredOutboxEvent = Extract<TStoredOutboxItem, { kind: 'event' }>;

/** The server's answer to an item it will never take (a 4xx other than 401, 408 and 429). */
export interface TRefusal {
  status: number;
  /** The error code of the server's catalogue (`executionNotAllowed`, ...). */
  code: string;
  /** The server's message, in the language the app spoke when it sent the item. */
  message: string;
}

/** An event the server refused, kept on the device until the operator dismisses it. */
export type TRefusedEvent = TStoredOutboxEvent & { refusal: TRefusal & { refusedAt: string } };

/** How a send of one item ended. */
export type TSendOutcome =
  /** The server has it. */
  | 'done'
  /** Not reached, timed out or the server failed: keep it and stop, try again later. */
  | 'retry'
  /** Refused for good (a resend would be refused the same way): set aside, the next ones go on. */
  | { refused: TRefusal };

interface TOutboxSchema extends DBSchema {
  items: { key: number; value: TStoredOutboxItem };
  refused: { key: number; value: TRefusedEvent };
}

const DATABASE = 'tramline-operator';
const STORE = 'items';
const REFUSED = 'refused';

export interface TFlushResult {
  sent: number;
  /** Of the items sent, the events (the others are position batches). */
  sentEvents: number;
  waiting: number;
  /** Events the server refused during this flush. */
  refused: number;
}

export interface TOutbox {
  add(item: TOutboxItem): Promise<void>;
  list(): Promise<TStoredOutboxItem[]>;
  count(): Promise<number>;
  /**
   * Sends the waiting items oldest first, one at a time; stops at the first that must wait. A
   * refused event is moved to the refused ones; a refused position batch is dropped (the server
   * kept its good points, and the operator could do nothing about the others).
   */
  flush(send: (item: TStoredOutboxItem) => Promise<TSendOutcome>): Promise<TFlushResult>;
  /** The events the server refused, oldest first. */
  refused(): Promise<TRefusedEvent[]>;
  /** Forgets a refused event once the operator has seen it. */
  dismiss(id: number): Promise<void>;
  clear(): Promise<void>;
}

/** The device's outbox; `name` lets tests keep theirs apart. */
export function createOutbox(name = DATABASE): TOutbox {
  let database: Promise<IDBPDatabase<TOutboxSchema>> | undefined;
  const open = () =>
    (database ??= openDB<TOutboxSchema>(name, 2, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
        if (oldVersion < 2) db.createObjectStore(REFUSED, { keyPath: 'id' });
      },
      // A newer version of the app opened in another tab: let it upgrade, open again on next use.
      blocking() {
        void database?.then((db) => db.close());
        database = undefined;
      },
    }));
  /** One flush at a time: a second call waits for the first, so nothing is sent twice at once. */
  let running: Promise<TFlushResult> | undefined;

  async function setAside(db: IDBPDatabase<TOutboxSchema>, item: TStoredOutboxItem, refusal: TRefusal) {
    const tx = db.transaction([STORE, REFUSED], 'readwrite');
    const writes: Promise<unknown>[] = [tx.objectStore(STORE).delete(item.id)];
    if (item.kind === 'event')
      writes.push(
        tx
          .objectStore(REFUSED)
          .put({ ...item, refusal: { ...refusal, refusedAt: new Date().toISOString() } }),
      );
    await Promise.all([...writes, tx.done]);
  }

  async function flushOnce(send: (item: TStoredOutboxItem) => Promise<TSendOutcome>) {
    const db = await open();
    let sent = 0;
    let sentEvents = 0;
    let refused = 0;
    for (const item of await db.getAll(STORE)) {
      const outcome = await send(item);
      if (outcome === 'retry') break;
      if (outcome === 'done') {
        await db.delete(STORE, item.id);
        sent += 1;
        if (item.kind === 'event') sentEvents += 1;
      } else {
        await setAside(db, item, outcome.refused);
        if (item.kind === 'event') refused += 1;
      }
    }
    return { sent, sentEvents, waiting: await db.count(STORE), refused };
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
    async refused() {
      return (await open()).getAll(REFUSED);
    },
    async dismiss(id) {
      await (await open()).delete(REFUSED, id);
    },
    async clear() {
      const db = await open();
      await Promise.all([db.clear(STORE), db.clear(REFUSED)]);
    },
  };
}

/** A key unique to this device and event: the server answers a resend with the first outcome. */
export function newIdempotencyKey() {
  return `cab-${crypto.randomUUID()}`;
}

/**
 * The status each order will have once the server has the events still waiting on the device:
 * what the card shows meanwhile. A refused event is no longer waiting, so its order shows the
 * server's status again.
 */
export function statusesAfterWaiting(items: readonly TStoredOutboxItem[]): Record<number, number> {
  const statuses: Record<number, number> = {};
  for (const item of items) {
    if (item.kind !== 'event') continue;
    const transition = EXECUTION_TRANSITIONS[item.body.type as TExecutionEventType];
    if (transition) statuses[item.body.workOrderId] = transition.to;
  }
  return statuses;
}
