import { describe, expect, it, beforeAll } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { TWorkOrderSummary } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { SERVER_SESSION_MAX_AGE_MS } from '../auth/session-cache.postgres';

const { call, login, database } = await createTestApp();
const db = database.db;

/**
 * Changes made straight in the database, not through the services: the cached branch facts learn
 * of them only through the database's notices. The embedded database hands a notice over before
 * the change's statement answers, so the change shows at once; a PostgreSQL server sends it a
 * moment after the commit, so there it shows within the bound (at worst the entries' max age).
 */
const onServer = database.kind === 'postgres';
const bound = onServer ? SERVER_SESSION_MAX_AGE_MS : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let token: string;
/** A consistent order with one field and one product, and those ids. */
let order: { id: number; fieldId: number; productId: number };

const listed = async (id: number) =>
  (await call(token, 'GET', '/api/ordemservicos?size=500&sort=id,desc'))
    .json<{ content: TWorkOrderSummary[] }>()
    .content.find((row) => row.cdOrdemServico === id)!;

/** The order's inconsistencies and whether the list's SQL ranks it inconsistent (10). */
const stateOf = async () => {
  const row = await listed(order.id);
  return [...row.inconsistencies, ...(row.rank === 10 ? ['rank 10'] : [])];
};

/** Polls the order's state (`stateOf`) until it is `expected`, failing past the bound. */
async function within(expected: string[]) {
  const start = Date.now();
  for (;;) {
    const answer = await stateOf();
    const took = Date.now() - start;
    if (JSON.stringify(answer) === JSON.stringify(expected)) return;
    if (took > bound) expect(answer, `still ${JSON.stringify(answer)} after ${took} ms`).toEqual(expected);
    await sleep(50);
  }
}

/** Runs `statement` with the triggers off (replica role), so no notice is sent. */
async function silently(statement: SQL) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

beforeAll(async () => {
  token = await login('demo');
  const rows = (await call(token, 'GET', '/api/ordemservicos?size=500&sort=id,desc')).json<{
    content: TWorkOrderSummary[];
  }>().content;
  const result = (await db.execute(
    sql`select id, field_ids, product_ids from work_orders where cardinality(field_ids) = 1 and cardinality(product_ids) = 1 order by id`,
  )) as unknown as { rows: { id: number; field_ids: number[]; product_ids: number[] }[] };
  const consistent = new Set(
    rows.filter((row) => row.inconsistencies.length === 0).map((row) => row.cdOrdemServico),
  );
  const found = result.rows.find((row) => consistent.has(Number(row.id)))!;
  order = { id: Number(found.id), fieldId: found.field_ids[0]!, productId: found.product_ids[0]! };
});

describe('cached branch facts of the order list', () => {
  it('answer from the cache while nothing they read has changed, and follow a change at its notice', async () => {
    await within([]);
    // The product is made inactive with the triggers off: no notice, so the cached facts still
    // count it active, which shows they are not read again.
    await silently(sql`update products set status = 'INACTIVE' where id = ${order.productId}`);
    if (onServer) await sleep(300);
    expect(await stateOf()).toEqual([]);
    // Any change to products sends the notice: the list reads the facts again.
    await db.execute(sql`update products set name = name where id = ${order.productId}`);
    await within(['SEM_ID', 'rank 10']);
    await db.execute(sql`update products set status = 'ACTIVE' where id = ${order.productId}`);
    await within([]);
  });

  it('rank a field that lost its boundary outside the services inconsistent', async () => {
    await within([]);
    const saved = (await db.execute(
      sql`select geometry from fields where id = ${order.fieldId}`,
    )) as unknown as { rows: { geometry: unknown }[] };
    await db.execute(sql`update fields set geometry = null where id = ${order.fieldId}`);
    await within(['FIELD_AREA', 'rank 10']);
    await db.execute(
      sql`update fields set geometry = ${JSON.stringify(saved.rows[0]!.geometry)}::jsonb where id = ${order.fieldId}`,
    );
    await within([]);
  });

  it('follow a product made inactive outside the services', async () => {
    await within([]);
    await db.execute(sql`update products set status = 'INACTIVE' where id = ${order.productId}`);
    await within(['SEM_ID', 'rank 10']);
    await db.execute(sql`update products set status = 'ACTIVE' where id = ${order.productId}`);
    await within([]);
  });
});
