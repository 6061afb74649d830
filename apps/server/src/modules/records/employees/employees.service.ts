import {
  LICENCE_TRANSITIONS,
  toPage,
  ZLicenceStatus,
  type TEmployeeValues,
  type TLicenceInput,
  type TLicenceStatus,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import {
  createEmployeesRepository,
  type TEmployeeRow,
  type TEmployeeScope,
  type TEmployeesRepository,
} from './employees.repository';
import { presentEmployee, presentLicence } from './employees.presenter';

function scopeOf(auth: TAuth): TEmployeeScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

function licenceColumns(input: TLicenceInput) {
  return {
    type: input.type,
    number: input.number,
    effectiveDate: input.effectiveDate,
    expirationDate: input.expirationDate,
  };
}

/** Employees of the active branch with their applicator and dicamba licences. */
export function createEmployeesService(db: TDatabase) {
  const repository = createEmployeesRepository(db);

  async function withLicences(rows: TEmployeeRow[], within: TEmployeesRepository = repository) {
    const licences = await within.licencesOf(rows.map((row) => row.id));
    return rows.map((row) => presentEmployee(row, licences));
  }

  /** Code and credential are unique in the company; a code of another branch says so. */
  async function assertUnique(
    auth: TAuth,
    input: TEmployeeValues,
    exceptId: number | undefined,
    within: TEmployeesRepository,
  ) {
    const sameCode = await within.findByCode(auth.ownerId, input.code, exceptId);
    if (sameCode) {
      const key =
        sameCode.unitId === (input.cdUnidade ?? auth.unitId)
          ? 'employeeCodeExists'
          : 'employeeCodeInOtherBranch';
      throw new AppError(409, key, {}, [{ path: 'code', code: key, message: input.code }]);
    }
    const sameCredential = await within.findByCredential(auth.ownerId, input.credential, exceptId);
    if (sameCredential)
      throw new AppError(409, 'employeeCredentialExists', {}, [
        { path: 'credential', code: 'employeeCredentialExists', message: input.credential },
      ]);
  }

  function unitFor(auth: TAuth, input: TEmployeeValues) {
    const unitId = input.cdUnidade ?? auth.unitId;
    if (!auth.permittedUnitIds.includes(unitId)) throw new AppError(403, 'unitNotPermitted');
    return unitId;
  }

  function columnsOf(input: TEmployeeValues, unitId: number) {
    return {
      unitId,
      code: input.code,
      credential: input.credential,
      name: input.name,
      description: input.description,
      language: input.language,
      role: input.role,
      status: input.status,
    };
  }

  async function saveLicences(employeeId: number, licences: TLicenceInput[], within: TEmployeesRepository) {
    for (const licence of licences) {
      if (licence.id === undefined) {
        await within.insertLicence({ employeeId, ...licenceColumns(licence) });
        continue;
      }
      const current = await within.findLicence(employeeId, licence.id);
      if (!current) throw notFound();
      if (current.status === 'DELETED') throw conflict('licenceDeleted');
      const saved = await within.updateLicence(
        licence.id,
        licence.version ?? current.version,
        licenceColumns(licence),
      );
      if (!saved) throw conflict();
    }
  }

  async function translateUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('employeeCodeExists');
      throw error;
    }
  }

  async function findOwn(auth: TAuth, id: number, within: TEmployeesRepository = repository) {
    const row = await within.find(scopeOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(
      auth: TAuth,
      query: { page: number; size: number; sort?: string; search?: string; role?: string; status?: string },
    ) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(await withLicences(rows), total, query);
    },

    async get(auth: TAuth, id: number) {
      const [employee] = await withLicences([await findOwn(auth, id)]);
      return employee!;
    },

    /** Active robot managers of the branch (`GET /funcionario/cargo-robo`). */
    async robotManagers(auth: TAuth) {
      const { rows } = await repository.list(scopeOf(auth), {
        page: 0,
        size: 500,
        role: 'ROBOT_MANAGER',
        status: 'ACTIVE',
        sort: 'name,asc',
      });
      return withLicences(rows);
    },

    /** An employee of the active branch by code, for other records (vouchers). */
    async findByCode(auth: TAuth, code: string) {
      const row = await repository.findByCode(auth.ownerId, code);
      return row && row.unitId === auth.unitId ? { id: row.id, code: row.code, name: row.name } : undefined;
    },

    async create(auth: TAuth, input: TEmployeeValues) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      const unitId = unitFor(auth, input);
      return translateUnique(() =>
        db.transaction(async (tx) => {
          const txRepository = createEmployeesRepository(tx);
          await assertUnique(auth, input, undefined, txRepository);
          const row = await txRepository.insert({ ownerId: auth.ownerId, ...columnsOf(input, unitId) });
          await saveLicences(
            row.id,
            input.licences.map((licence) => ({ ...licence, id: undefined })),
            txRepository,
          );
          const [employee] = await withLicences([row], txRepository);
          return employee!;
        }),
      );
    },

    /** Edits the employee; licences in the body are added (no id) or edited (with id), others stay. */
    async update(auth: TAuth, id: number, input: TEmployeeValues) {
      const unitId = unitFor(auth, input);
      return translateUnique(() =>
        db.transaction(async (tx) => {
          const txRepository = createEmployeesRepository(tx);
          const current = await findOwn(auth, id, txRepository);
          await assertUnique(auth, { ...input, cdUnidade: unitId }, id, txRepository);
          const row = await txRepository.update(
            id,
            input.version ?? current.version,
            columnsOf(input, unitId),
          );
          if (!row) throw conflict();
          await saveLicences(id, input.licences, txRepository);
          const [employee] = await withLicences([row], txRepository);
          return employee!;
        }),
      );
    },

    async remove(auth: TAuth, id: number) {
      await findOwn(auth, id);
      try {
        await db.transaction(async (tx) => createEmployeesRepository(tx).remove(id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(409, 'employeeInUse');
        throw error;
      }
    },

    async addLicence(auth: TAuth, employeeId: number, input: TLicenceInput) {
      await findOwn(auth, employeeId);
      return presentLicence(await repository.insertLicence({ employeeId, ...licenceColumns(input) }));
    },

    async updateLicence(auth: TAuth, employeeId: number, licenceId: number, input: TLicenceInput) {
      await findOwn(auth, employeeId);
      const current = await repository.findLicence(employeeId, licenceId);
      if (!current) throw notFound();
      if (current.status === 'DELETED') throw conflict('licenceDeleted');
      const row = await repository.updateLicence(
        licenceId,
        input.version ?? current.version,
        licenceColumns(input),
      );
      if (!row) throw conflict();
      return presentLicence(row);
    },

    /** Deactivates, reactivates or deletes a licence; a deleted licence cannot change again. */
    async setLicenceStatus(auth: TAuth, employeeId: number, licenceId: number, status: TLicenceStatus) {
      await findOwn(auth, employeeId);
      const current = await repository.findLicence(employeeId, licenceId);
      if (!current) throw notFound();
      const from = ZLicenceStatus.parse(current.status);
      if (from === status) return presentLicence(current);
      if (from === 'DELETED') throw conflict('licenceDeleted');
      if (!LICENCE_TRANSITIONS[from].includes(status)) throw badRequest('invalidValue');
      const row = await repository.updateLicence(licenceId, current.version, { status });
      if (!row) throw conflict();
      return presentLicence(row);
    },
  };
}

export type TEmployeesService = ReturnType<typeof createEmployeesService>;
