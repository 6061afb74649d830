import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { vouchers } from './vouchers.tables';

export type TVoucherRow = typeof vouchers.$inferSelect;

const sortable: TSortable = {
  id: vouchers.id,
  code: vouchers.code,
  username: vouchers.username,
  employeeCode: vouchers.employeeCode,
  obcType: vouchers.obcType,
  permission: vouchers.permission,
  expirationDate: vouchers.expirationDate,
  status: vouchers.status,
};

export interface TVoucherScope {
  ownerId: number;
  unitId: number;
}

export function createVouchersRepository(db: TExecutor) {
  const inScope = (scope: TVoucherScope) =>
    and(eq(vouchers.ownerId, scope.ownerId), eq(vouchers.unitId, scope.unitId));

  return {
    async list(
      scope: TVoucherScope,
      query: { page: number; size: number; sort?: string; search?: string; status?: string },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [vouchers.code, vouchers.username, vouchers.employeeCode]),
        query.status ? eq(vouchers.status, query.status) : undefined,
      );
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vouchers)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(vouchers).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TVoucherScope, id: number) {
      const [row] = await db
        .select()
        .from(vouchers)
        .where(and(inScope(scope), eq(vouchers.id, id)));
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
      return row;
    },

    /** A voucher by the code typed on a terminal, whatever its owner. */
    async findByCode(code: string) {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
      return row;
    },

    async insert(values: typeof vouchers.$inferInsert) {
      const [row] = await db.insert(vouchers).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof vouchers.$inferInsert>) {
      const [row] = await db
        .update(vouchers)
        .set({ ...values, version: sql`${vouchers.version} + 1`, updatedAt: new Date() })
        .where(and(eq(vouchers.id, id), eq(vouchers.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(vouchers).where(eq(vouchers.id, id));
    },
  };
}
