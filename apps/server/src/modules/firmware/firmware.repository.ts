import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { firmwareFiles, firmwarePackages, machineFirmware } from './firmware.tables';

export type TFirmwarePackageRow = typeof firmwarePackages.$inferSelect;
export type TMachineFirmwareRow = typeof machineFirmware.$inferSelect;
export interface TFirmwareScope {
  ownerId: number;
  unitId: number;
}

const inScope = (scope: TFirmwareScope) =>
  and(eq(firmwarePackages.ownerId, scope.ownerId), eq(firmwarePackages.unitId, scope.unitId));

/** Firmware packages, their files and each machine's firmware state. */
export function createFirmwareRepository(db: TExecutor) {
  return {
    async packages(scope: TFirmwareScope) {
      const machines = db
        .select({ packageId: machineFirmware.packageId, machines: count().as('machines') })
        .from(machineFirmware)
        .groupBy(machineFirmware.packageId)
        .as('targets');
      return db
        .select({ row: firmwarePackages, machines: machines.machines })
        .from(firmwarePackages)
        .leftJoin(machines, eq(machines.packageId, firmwarePackages.id))
        .where(inScope(scope))
        .orderBy(desc(firmwarePackages.createdAt), desc(firmwarePackages.id));
    },

    async findPackage(scope: TFirmwareScope, id: number): Promise<TFirmwarePackageRow | undefined> {
      const [row] = await db
        .select()
        .from(firmwarePackages)
        .where(and(inScope(scope), eq(firmwarePackages.id, id)));
      return row;
    },

    async insertPackage(values: typeof firmwarePackages.$inferInsert, content: Buffer) {
      const [row] = await db.insert(firmwarePackages).values(values).returning();
      await db.insert(firmwareFiles).values({ packageId: row!.id, content });
      return row!;
    },

    async fileOf(packageId: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ content: firmwareFiles.content })
        .from(firmwareFiles)
        .where(eq(firmwareFiles.packageId, packageId));
      return row?.content;
    },

    /** Drops a package and clears it as the target of its machines. */
    async deletePackage(id: number) {
      await db
        .update(machineFirmware)
        .set({ packageId: null, status: null, detail: null })
        .where(eq(machineFirmware.packageId, id));
      await db.delete(firmwarePackages).where(eq(firmwarePackages.id, id));
    },

    async machineStates(scope: TFirmwareScope, equipmentIds: readonly number[]) {
      if (equipmentIds.length === 0) return [];
      return db
        .select({ state: machineFirmware, targetVersion: firmwarePackages.version })
        .from(machineFirmware)
        .leftJoin(firmwarePackages, eq(firmwarePackages.id, machineFirmware.packageId))
        .where(
          and(
            eq(machineFirmware.ownerId, scope.ownerId),
            eq(machineFirmware.unitId, scope.unitId),
            inArray(machineFirmware.equipmentId, [...equipmentIds]),
          ),
        );
    },

    /** Sets the target of these machines; the status starts again at pending. */
    async assign(scope: TFirmwareScope, packageId: number, equipmentIds: readonly number[]) {
      const now = new Date();
      for (const equipmentId of equipmentIds)
        await db
          .insert(machineFirmware)
          .values({ equipmentId, ...scope, packageId, status: 'pending', assignedAt: now })
          .onConflictDoUpdate({
            target: machineFirmware.equipmentId,
            set: { packageId, status: 'pending', detail: null, assignedAt: now },
          });
    },

    async report(
      scope: TFirmwareScope,
      equipmentId: number,
      changes: { status: string; currentVersion: string; detail: string | null },
    ) {
      const [row] = await db
        .update(machineFirmware)
        .set({ ...changes, reportedAt: new Date() })
        .where(and(eq(machineFirmware.equipmentId, equipmentId), eq(machineFirmware.ownerId, scope.ownerId)))
        .returning();
      return row;
    },
  };
}
