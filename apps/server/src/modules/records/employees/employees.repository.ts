import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { employeeLicences, employees } from './employees.tables';

export type TEmployeeRow = typeof employees.$inferSelect;
export type TLicenceRow = typeof employeeLicences.$inferSelect;

/** Wire names an employee list may be sorted by. */
const sortable: TSortable = {
  id: employees.id,
  code: employees.code,
  credential: employees.credential,
  name: employees.name,
  role: employees.role,
  status: employees.status,
  language: employees.language,
};

export interface TEmployeeScope {
  ownerId: number;
  unitId: number;
}

export function createEmployeesRepository(db: TExecutor) {
  const inScope = (scope: TEmployeeScope) =>
    and(eq(employees.ownerId, scope.ownerId), eq(employees.unitId, scope.unitId));

  return {
    async list(
      scope: TEmployeeScope,
      query: { page: number; size: number; sort?: string; search?: string; role?: string; status?: string },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [
          employees.name,
          employees.code,
          employees.credential,
          employees.description,
        ]),
        query.role ? eq(employees.role, query.role) : undefined,
        query.status ? eq(employees.status, query.status) : undefined,
      );
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(employees)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(employees).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Licences of some employees that are not deleted, oldest first. */
    async licencesOf(employeeIds: number[]) {
      if (employeeIds.length === 0) return [];
      return db
        .select()
        .from(employeeLicences)
        .where(and(inArray(employeeLicences.employeeId, employeeIds), ne(employeeLicences.status, 'DELETED')))
        .orderBy(asc(employeeLicences.id));
    },

    async find(scope: TEmployeeScope, id: number) {
      const [row] = await db
        .select()
        .from(employees)
        .where(and(inScope(scope), eq(employees.id, id)));
      return row;
    },

    async findByCode(ownerId: number, code: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(employees)
        .where(
          and(
            eq(employees.ownerId, ownerId),
            sql`lower(${employees.code}) = ${code.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(employees.id, exceptId),
          ),
        );
      return row;
    },

    async findByCredential(ownerId: number, credential: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(employees)
        .where(
          and(
            eq(employees.ownerId, ownerId),
            sql`lower(${employees.credential}) = ${credential.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(employees.id, exceptId),
          ),
        );
      return row;
    },

    async insert(values: typeof employees.$inferInsert) {
      const [row] = await db.insert(employees).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof employees.$inferInsert>) {
      const [row] = await db
        .update(employees)
        .set({ ...values, version: sql`${employees.version} + 1`, updatedAt: new Date() })
        .where(and(eq(employees.id, id), eq(employees.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(employees).where(eq(employees.id, id));
    },

    async findLicence(employeeId: number, licenceId: number) {
      const [row] = await db
        .select()
        .from(employeeLicences)
        .where(and(eq(employeeLicences.employeeId, employeeId), eq(employeeLicences.id, licenceId)));
      return row;
    },

    async insertLicence(values: typeof employeeLicences.$inferInsert) {
      const [row] = await db.insert(employeeLicences).values(values).returning();
      return row!;
    },

    async updateLicence(id: number, version: number, values: Partial<typeof employeeLicences.$inferInsert>) {
      const [row] = await db
        .update(employeeLicences)
        .set({ ...values, version: sql`${employeeLicences.version} + 1`, updatedAt: new Date() })
        .where(and(eq(employeeLicences.id, id), eq(employeeLicences.version, version)))
        .returning();
      return row;
    },
  };
}

export type TEmployeesRepository = ReturnType<typeof createEmployeesRepository>;
