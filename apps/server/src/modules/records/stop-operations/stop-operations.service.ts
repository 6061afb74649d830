import { toPage, type TStopOperationValues } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createStopOperationsRepository, type TStopOperationScope } from './stop-operations.repository';
import { presentStopOperation } from './stop-operations.presenter';

function scopeOf(auth: TAuth): TStopOperationScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

function columnsOf(input: TStopOperationValues) {
  return {
    code: input.code,
    description: input.descOperacao,
    operationType: input.operationType,
    durationSeconds: input.durationMinutes * 60,
    graphic: input.graphic,
    status: input.status,
    workOrderType: input.workOrderType,
    stopGroup: input.stopGroup,
    iconUrl: input.iconUrl,
    backgroundColor: input.backgroundColor,
  };
}

const codeExists = (code: string) =>
  new AppError(409, 'stopOperationCodeExists', {}, [
    { path: 'code', code: 'stopOperationCodeExists', message: code },
  ]);

/** Stop operations of the active branch: why machines stop and for how long. */
export function createStopOperationsService(db: TDatabase) {
  const repository = createStopOperationsRepository(db);

  async function findOwn(auth: TAuth, id: number) {
    const row = await repository.find(scopeOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async function translateUnique<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw codeExists(code);
      throw error;
    }
  }

  return {
    async list(
      auth: TAuth,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        status?: string;
        operationType?: string;
      },
    ) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(rows.map(presentStopOperation), total, query);
    },

    async get(auth: TAuth, id: number) {
      return presentStopOperation(await findOwn(auth, id));
    },

    async create(auth: TAuth, input: TStopOperationValues) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      if (await repository.findByCode(scopeOf(auth), input.code)) throw codeExists(input.code);
      return translateUnique(input.code, async () =>
        presentStopOperation(
          await repository.insert({ ownerId: auth.ownerId, unitId: auth.unitId, ...columnsOf(input) }),
        ),
      );
    },

    async update(auth: TAuth, id: number, input: TStopOperationValues) {
      const current = await findOwn(auth, id);
      if (await repository.findByCode(scopeOf(auth), input.code, id)) throw codeExists(input.code);
      const row = await translateUnique(input.code, () =>
        repository.update(id, input.version ?? current.version, columnsOf(input)),
      );
      if (!row) throw conflict();
      return presentStopOperation(row);
    },

    async remove(auth: TAuth, id: number) {
      await findOwn(auth, id);
      try {
        await db.transaction(async (tx) => createStopOperationsRepository(tx).remove(id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(409, 'stopOperationInUse');
        throw error;
      }
    },
  };
}

export type TStopOperationsService = ReturnType<typeof createStopOperationsService>;
