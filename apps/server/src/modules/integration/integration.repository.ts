import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import {
  integrationLog,
  integrationMappings,
  integrationRows,
  integrationSettings,
} from './integration.tables';

export type TIntegrationSettingsRow = typeof integrationSettings.$inferSelect;
export type TIntegrationRowRow = typeof integrationRows.$inferSelect;
export type TIntegrationMappingRow = typeof integrationMappings.$inferSelect;
export type TIntegrationLogRow = typeof integrationLog.$inferSelect;

/** The branch a call works in. */
export interface TBranchScope {
  ownerId: number;
  unitId: number;
}

/**
 * The integration module's database access, with `integration-pendencies.repository.ts` (the pending
 * items list, filtered and paged in SQL).
 */
export function createIntegrationRepository(db: TExecutor) {
  const settingsOf = (scope: TBranchScope) =>
    and(eq(integrationSettings.ownerId, scope.ownerId), eq(integrationSettings.unitId, scope.unitId));
  const rowsOf = (scope: TBranchScope) =>
    and(eq(integrationRows.ownerId, scope.ownerId), eq(integrationRows.unitId, scope.unitId));
  const mappingsOf = (scope: TBranchScope) =>
    and(eq(integrationMappings.ownerId, scope.ownerId), eq(integrationMappings.unitId, scope.unitId));

  return {
    async settings(scope: TBranchScope) {
      const [row] = await db.select().from(integrationSettings).where(settingsOf(scope));
      return row ?? null;
    },

    /**
     * The connected branches whose pull is due at `now`, each claimed until `leaseUntil` in the
     * same statement, so of several processes' clocks only one pulls a branch.
     */
    claimDue(now: Date, leaseUntil: Date) {
      return db
        .update(integrationSettings)
        .set({ nextSyncAt: leaseUntil })
        .where(
          and(
            eq(integrationSettings.adapter, 'HTTP'),
            or(isNull(integrationSettings.nextSyncAt), lte(integrationSettings.nextSyncAt, now)),
          ),
        )
        .returning();
    },

    /** When the branch's next pull is due, and the failed pulls in a row so far. */
    async scheduleSync(scope: TBranchScope, nextSyncAt: Date, syncFailures: number) {
      await db.update(integrationSettings).set({ nextSyncAt, syncFailures }).where(settingsOf(scope));
    },

    /** Inserts or updates the branch's settings; null when `version` is stale. */
    async saveSettings(
      scope: TBranchScope,
      values: Pick<TIntegrationSettingsRow, 'adapter' | 'baseUrl' | 'pollingMinutes'> & {
        credentialsSealed?: string | null;
      },
      version: number | undefined,
    ) {
      const existing = await this.settings(scope);
      if (!existing) {
        const [row] = await db
          .insert(integrationSettings)
          .values({ ...scope, ...values })
          .returning();
        return row!;
      }
      if (version !== undefined && version !== existing.version) return null;
      const [row] = await db
        .update(integrationSettings)
        // A changed connection is pulled at the clock's next look.
        .set({
          ...values,
          nextSyncAt: null,
          syncFailures: 0,
          version: existing.version + 1,
          updatedAt: new Date(),
        })
        .where(and(settingsOf(scope), eq(integrationSettings.version, existing.version)))
        .returning();
      return row ?? null;
    },

    async markSync(scope: TBranchScope, at: Date | null, error: string | null) {
      await db
        .update(integrationSettings)
        .set({ ...(at ? { lastSyncAt: at } : {}), lastError: error })
        .where(settingsOf(scope));
    },

    rows(scope: TBranchScope, filter: { pendency?: string; ids?: number[]; ticketNumbers?: string[] } = {}) {
      return db
        .select()
        .from(integrationRows)
        .where(
          and(
            rowsOf(scope),
            filter.pendency ? eq(integrationRows.pendency, filter.pendency) : undefined,
            filter.ids ? inArray(integrationRows.id, filter.ids.length ? filter.ids : [-1]) : undefined,
            filter.ticketNumbers
              ? inArray(
                  integrationRows.ticketNumber,
                  filter.ticketNumbers.length ? filter.ticketNumbers : [''],
                )
              : undefined,
          ),
        )
        .orderBy(integrationRows.ticketNumber);
    },

    /** The row holding an order, in any branch of the owner (the push back). */
    async rowOfOrder(ownerId: number, workOrderId: number) {
      const [row] = await db
        .select()
        .from(integrationRows)
        .where(and(eq(integrationRows.ownerId, ownerId), eq(integrationRows.workOrderId, workOrderId)));
      return row ?? null;
    },

    /** Inserts a ticket's row; null when a concurrent pull inserted that ticket first. */
    async insertRow(values: typeof integrationRows.$inferInsert) {
      const [row] = await db.insert(integrationRows).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Gives a row its new order; null when the row already has one (made by someone else). */
    async linkOrder(scope: TBranchScope, id: number, workOrderId: number) {
      const [row] = await db
        .update(integrationRows)
        .set({
          workOrderId,
          needsUpdate: false,
          errorKey: null,
          errorDetail: null,
          version: sql`${integrationRows.version} + 1`,
        })
        .where(and(rowsOf(scope), eq(integrationRows.id, id), isNull(integrationRows.workOrderId)))
        .returning();
      return row ?? null;
    },

    /** Updates a row at its version; null when someone changed it first. */
    async updateRow(scope: TBranchScope, id: number, version: number, values: Partial<TIntegrationRowRow>) {
      const [row] = await db
        .update(integrationRows)
        .set({ ...values, version: version + 1 })
        .where(and(rowsOf(scope), eq(integrationRows.id, id), eq(integrationRows.version, version)))
        .returning();
      return row ?? null;
    },

    mappings(scope: TBranchScope, kind?: string) {
      return db
        .select()
        .from(integrationMappings)
        .where(and(mappingsOf(scope), kind ? eq(integrationMappings.kind, kind) : undefined))
        .orderBy(integrationMappings.erpCode);
    },

    /** Sets one code's mapping (or ignored flag), keeping what `values` leaves out. */
    async upsertMapping(
      scope: TBranchScope,
      key: { kind: string; erpCode: string },
      values: Partial<Pick<TIntegrationMappingRow, 'targetId' | 'targetCode' | 'ignored' | 'erpName'>>,
    ) {
      const [row] = await db
        .insert(integrationMappings)
        .values({ ...scope, ...key, ...values })
        .onConflictDoUpdate({
          target: [
            integrationMappings.ownerId,
            integrationMappings.unitId,
            integrationMappings.kind,
            integrationMappings.erpCode,
          ],
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    /** Records names of codes the ERP lists, without touching their mapping. */
    async noteCodes(scope: TBranchScope, kind: string, codes: { erpCode: string; erpName: string | null }[]) {
      if (!codes.length) return;
      await db
        .insert(integrationMappings)
        .values(codes.map((code) => ({ ...scope, kind, ...code })))
        .onConflictDoUpdate({
          target: [
            integrationMappings.ownerId,
            integrationMappings.unitId,
            integrationMappings.kind,
            integrationMappings.erpCode,
          ],
          set: { erpName: sql`coalesce(excluded.erp_name, ${integrationMappings.erpName})` },
        });
    },

    async log(scope: TBranchScope, entry: Omit<typeof integrationLog.$inferInsert, 'ownerId' | 'unitId'>) {
      await db.insert(integrationLog).values({ ...scope, ...entry });
    },

    async logPage(scope: TBranchScope, query: { page: number; size: number; ticketNumber?: string }) {
      const where = and(
        eq(integrationLog.ownerId, scope.ownerId),
        eq(integrationLog.unitId, scope.unitId),
        query.ticketNumber ? eq(integrationLog.ticketNumber, query.ticketNumber) : undefined,
      );
      const [total] = await db.select({ value: count() }).from(integrationLog).where(where);
      const rows = await db
        .select()
        .from(integrationLog)
        .where(where)
        .orderBy(desc(integrationLog.at), desc(integrationLog.id))
        .limit(query.size)
        .offset(query.page * query.size);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type TIntegrationRepository = ReturnType<typeof createIntegrationRepository>;
