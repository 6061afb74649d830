import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { invites } from './invites.tables';

export type TInviteRow = typeof invites.$inferSelect;

const sortable: TSortable = {
  id: invites.id,
  username: invites.username,
  fullName: invites.fullName,
  email: invites.email,
  role: invites.role,
  status: invites.status,
  expiresAt: invites.expiresAt,
  createdAt: invites.createdAt,
};

export interface TInviteScope {
  ownerId: number;
  unitId: number;
}

export function createInvitesRepository(db: TExecutor) {
  const inScope = (scope: TInviteScope) =>
    and(eq(invites.ownerId, scope.ownerId), eq(invites.unitId, scope.unitId));

  /** The status as users read it: an active invite past its expiry is expired. */
  const statusIs = (status: string, now: Date) => {
    if (status === 'EXPIRED') return and(eq(invites.status, 'ACTIVE'), lt(invites.expiresAt, now));
    if (status === 'ACTIVE') return and(eq(invites.status, 'ACTIVE'), gte(invites.expiresAt, now));
    return eq(invites.status, status);
  };

  return {
    async list(
      scope: TInviteScope,
      query: { page: number; size: number; sort?: string; search?: string; status?: string; role?: string },
      now: Date,
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [invites.username, invites.fullName, invites.email]),
        query.status ? statusIs(query.status, now) : undefined,
        query.role ? eq(invites.role, query.role) : undefined,
      );
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invites)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(invites).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TInviteScope, id: number) {
      const [row] = await db
        .select()
        .from(invites)
        .where(and(inScope(scope), eq(invites.id, id)));
      return row;
    },

    async findByTokenHash(ownerId: number, tokenHash: string) {
      const [row] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.ownerId, ownerId), eq(invites.tokenHash, tokenHash)));
      return row;
    },

    /** An invite for this username that was not used yet (active, expired or disabled). */
    async findOpenFor(ownerId: number, username: string) {
      const [row] = await db
        .select()
        .from(invites)
        .where(
          and(
            eq(invites.ownerId, ownerId),
            sql`lower(${invites.username}) = ${username.toLowerCase()}`,
            ne(invites.status, 'FINISHED'),
          ),
        );
      return row;
    },

    async insert(values: typeof invites.$inferInsert) {
      const [row] = await db.insert(invites).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof invites.$inferInsert>) {
      const [row] = await db
        .update(invites)
        .set({ ...values, version: sql`${invites.version} + 1`, updatedAt: new Date() })
        .where(and(eq(invites.id, id), eq(invites.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(invites).where(eq(invites.id, id));
    },
  };
}

export type TInvitesRepository = ReturnType<typeof createInvitesRepository>;
