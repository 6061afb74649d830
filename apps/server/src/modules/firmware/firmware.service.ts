import { createHash } from 'node:crypto';
import type {
  TEquipmentRecord,
  TFirmwareAssignRequest,
  TFirmwareMachine,
  TFirmwarePackage,
  TFirmwareReport,
  TFirmwareUploadFields,
  TMachineFirmware,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { TAuth } from '../../http/auth-context';
import { conflict, fieldError, notFound } from '../../http/errors';
import type { TLiveHub } from '../../live/live-hub';
import {
  createFirmwareRepository,
  type TFirmwarePackageRow,
  type TFirmwareScope,
} from './firmware.repository';

/** Pushed on the branch's live room when a target or a machine's report changes. */
export const FIRMWARE_CHANGED_EVENT = 'firmware-changed';

interface TFirmwareDependencies {
  live: TLiveHub;
  equipment: {
    all(auth: TAuth): Promise<TEquipmentRecord[]>;
    findMany(auth: TAuth, ids: readonly number[]): Promise<TEquipmentRecord[]>;
  };
}

const scopeOf = (auth: TAuth): TFirmwareScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function presentPackage(row: TFirmwarePackageRow, machines: number): TFirmwarePackage {
  return {
    id: row.id,
    controller: row.controller,
    model: row.model,
    version: row.version,
    releaseNotes: row.releaseNotes,
    fileName: row.fileName,
    size: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    machines,
  };
}

/** The path a machine downloads its target from, under the machine API prefix. */
export const firmwareFilePath = (equipmentId: number) => `/machines/${equipmentId}/firmware/file`;

/**
 * Firmware packages of a branch per machine controller and model, their assignment to machines,
 * and what the machines report about the update through the machine API.
 */
export function createFirmwareService(db: TDatabase, dependencies: TFirmwareDependencies) {
  const repository = createFirmwareRepository(db);

  function announce(auth: TAuth, equipmentIds: readonly number[]) {
    dependencies.live.publish({ ownerCode: auth.ownerCode, unitId: auth.unitId }, FIRMWARE_CHANGED_EVENT, {
      equipmentIds,
    });
  }

  async function packageOf(auth: TAuth, id: number) {
    const row = await repository.findPackage(scopeOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async function stateOf(auth: TAuth, equipmentId: number) {
    const [found] = await repository.machineStates(scopeOf(auth), [equipmentId]);
    return found;
  }

  return {
    async listPackages(auth: TAuth) {
      const rows = await repository.packages(scopeOf(auth));
      return rows.map(({ row, machines }) => presentPackage(row, Number(machines ?? 0)));
    },

    /** Stores a package when the file's SHA-256 is the one typed (400 `firmwareChecksumMismatch`). */
    async createPackage(
      auth: TAuth,
      fields: TFirmwareUploadFields,
      file: { fileName: string; data: Buffer },
    ) {
      if (sha256Of(file.data) !== fields.sha256)
        throw fieldError(auth, 400, [{ path: 'sha256', key: 'firmwareChecksumMismatch' }]);
      try {
        const row = await db.transaction(async (tx) =>
          createFirmwareRepository(tx).insertPackage(
            {
              ...scopeOf(auth),
              controller: fields.controller,
              model: fields.model,
              version: fields.version,
              releaseNotes: fields.releaseNotes,
              fileName: file.fileName.slice(0, 200),
              sizeBytes: file.data.length,
              sha256: fields.sha256,
              createdBy: auth.userId || null,
            },
            file.data,
          ),
        );
        return presentPackage(row, 0);
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldError(auth, 409, [{ path: 'version', key: 'firmwareVersionExists' }]);
        throw error;
      }
    },

    async deletePackage(auth: TAuth, id: number) {
      await packageOf(auth, id);
      await db.transaction(async (tx) => createFirmwareRepository(tx).deletePackage(id));
      announce(auth, []);
    },

    /**
     * Makes a package the target of every machine of its controller and model in the branch, or of
     * chosen machines (each must be of that controller and model: 400 otherwise; 404 for a machine
     * the caller cannot see).
     */
    async assign(auth: TAuth, id: number, request: TFirmwareAssignRequest) {
      const target = await packageOf(auth, id);
      const fits = (machine: TEquipmentRecord) =>
        machine.controller === target.controller && machine.model === target.model;
      let machines: TEquipmentRecord[];
      if (request.allOfModel) {
        machines = (await dependencies.equipment.all(auth)).filter(fits);
      } else {
        const ids = [...new Set(request.equipmentIds)];
        machines = await dependencies.equipment.findMany(auth, ids);
        if (machines.length !== ids.length) throw notFound();
        const misfits = request.equipmentIds
          .map((equipmentId, index) => ({ equipmentId, index }))
          .filter(
            ({ equipmentId }) => !fits(machines.find((machine) => machine.cdEquipamento === equipmentId)!),
          );
        if (misfits.length)
          throw fieldError(
            auth,
            400,
            misfits.map(({ index }) => ({ path: `equipmentIds.${index}`, key: 'firmwareModelMismatch' })),
          );
      }
      const equipmentIds = machines.map((machine) => machine.cdEquipamento);
      await db.transaction(async (tx) =>
        createFirmwareRepository(tx).assign(scopeOf(auth), id, equipmentIds),
      );
      announce(auth, equipmentIds);
      return { assigned: equipmentIds };
    },

    /** Every machine of the branch with the version it runs, its target and the update's status. */
    async machines(auth: TAuth): Promise<TFirmwareMachine[]> {
      const machines = await dependencies.equipment.all(auth);
      const states = await repository.machineStates(
        scopeOf(auth),
        machines.map((machine) => machine.cdEquipamento),
      );
      const byMachine = new Map(states.map((found) => [found.state.equipmentId, found]));
      return machines.map((machine) => {
        const found = byMachine.get(machine.cdEquipamento);
        const state = found?.state;
        return {
          equipmentId: machine.cdEquipamento,
          name: machine.name,
          code: machine.equipmentId,
          controller: machine.controller,
          model: machine.model,
          currentVersion: state?.currentVersion ?? null,
          target:
            state?.packageId && found?.targetVersion
              ? { packageId: state.packageId, version: found.targetVersion }
              : null,
          status: (state?.packageId ? state.status : null) as TFirmwareMachine['status'],
          detail: state?.detail ?? null,
          reportedAt: state?.reportedAt?.toISOString() ?? null,
        };
      });
    },

    /** Machine API: the calling machine's target package (null when none). */
    async targetOf(auth: TAuth, equipmentId: number): Promise<TMachineFirmware> {
      const found = await stateOf(auth, equipmentId);
      const state = found?.state;
      const target = state?.packageId
        ? await repository.findPackage(scopeOf(auth), state.packageId)
        : undefined;
      return {
        target: target
          ? {
              packageId: target.id,
              controller: target.controller,
              model: target.model,
              version: target.version,
              releaseNotes: target.releaseNotes,
              size: target.sizeBytes,
              sha256: target.sha256,
              downloadPath: firmwareFilePath(equipmentId),
            }
          : null,
        status: target ? ((state?.status ?? null) as TMachineFirmware['status']) : null,
        currentVersion: state?.currentVersion ?? null,
      };
    },

    /** Machine API: the file of the calling machine's target; 404 without one. */
    async fileOf(auth: TAuth, equipmentId: number) {
      const found = await stateOf(auth, equipmentId);
      const packageId = found?.state.packageId;
      if (!packageId) throw notFound();
      const [target, data] = await Promise.all([
        repository.findPackage(scopeOf(auth), packageId),
        repository.fileOf(packageId),
      ]);
      if (!target || !data) throw notFound();
      return { fileName: target.fileName, sha256: target.sha256, data };
    },

    /**
     * Machine API: the machine's version and the status of its update. The report names the package
     * it is about; one that is no longer the target (reassigned meanwhile) is 409 and changes nothing.
     * Reporting the same status again is harmless, so a retry never counts twice.
     */
    async report(auth: TAuth, equipmentId: number, report: TFirmwareReport) {
      const found = await stateOf(auth, equipmentId);
      if (!found?.state.packageId)
        throw fieldError(auth, 409, [{ path: 'packageId', key: 'firmwareNotAssigned' }]);
      if (found.state.packageId !== report.packageId) throw conflict();
      await repository.report(scopeOf(auth), equipmentId, {
        status: report.status,
        currentVersion: report.currentVersion,
        detail: report.detail,
      });
      announce(auth, [equipmentId]);
      return this.targetOf(auth, equipmentId);
    },
  };
}

export type TFirmwareService = ReturnType<typeof createFirmwareService>;
