import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { units } from '../modules/tenancy/tenancy.tables';
import { statementName } from './preparing-client';

/** On the embedded database and on a PostgreSQL server: statements are prepared once per connection. */
describe('prepared statements', () => {
  const opened = createTestDatabase('migrated');
  afterAll(async () => (await opened).close());

  it('prepares a parameterised statement once under its text, and leaves one without parameters unnamed', async () => {
    const { db } = await opened;
    const prepared = await db.transaction(async (tx) => {
      for (const id of [1, 2, 3]) await tx.select({ id: units.id }).from(units).where(eq(units.id, id));
      await tx.execute(sql`select 1 as one`);
      return (
        (await tx.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as {
          rows: { name: string; statement: string }[];
        }
      ).rows;
    });
    const text = db.select({ id: units.id }).from(units).where(eq(units.id, 1)).toSQL().sql;
    expect(prepared.filter((row) => row.statement === text)).toEqual([
      { name: statementName(text), statement: text },
    ]);
    expect(prepared.map((row) => row.statement)).not.toContain('select 1 as one');
  });
});
