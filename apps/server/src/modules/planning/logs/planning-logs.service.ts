import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import { pagedList } from '../../../http/paged-list';
import {
  createPlanningLogsRepository,
  type TPlanningLogFilter,
  type TPlanningLogScope,
} from './planning-logs.repository';
import {
  presentOrderOutcomes,
  presentPlanningLog,
  presentPlanningLogDetail,
} from './planning-logs.presenter';
import type { planningLogs } from './planning-logs.tables';

const scopeOf = (auth: TAuth): TPlanningLogScope => ({ ownerId: auth.ownerId, unitIds: [auth.unitId] });

/** The log of optimisations: written by the optimise service at the end of every run, read by the log screens. */
export function createPlanningLogsService(db: TDatabase) {
  const repository = createPlanningLogsRepository(db);

  function page(auth: TAuth, filter: TPlanningLogFilter, query: { page: number; size: number }) {
    return pagedList(
      query,
      (window) => repository.list(scopeOf(auth), filter, window),
      (rows) => rows.map(presentPlanningLog),
    );
  }

  return {
    /** Records a finished run in the caller's branch. */
    async record(
      auth: TAuth,
      values: Omit<typeof planningLogs.$inferInsert, 'ownerId' | 'unitId' | 'createdBy'>,
    ) {
      return repository.insert({
        ...values,
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        createdBy: auth.userId,
      });
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentPlanningLogDetail(row);
    },

    /** The run of a process hash, with each order's outcome. */
    async byProcess(auth: TAuth, processHash: string) {
      const { rows } = await repository.list(scopeOf(auth), { processHash }, { limit: 1, offset: 0 });
      if (!rows[0]) throw notFound();
      return presentPlanningLogDetail(rows[0]);
    },

    ofGroup: (auth: TAuth, groupId: number, query: { page: number; size: number; referencia?: string }) =>
      page(auth, { groupId, localDate: query.referencia }, query),

    ofOrder: (
      auth: TAuth,
      workOrderId: number,
      query: { page: number; size: number; referencia?: string; configuracaoId?: number },
    ) => page(auth, { workOrderId, localDate: query.referencia, groupId: query.configuracaoId }, query),

    /** Each order's outcome in the runs of a day (and group), newest run first. */
    async orderOutcomes(
      auth: TAuth,
      query: { referencia?: string; configuracaoId?: number; cdOrdemServico?: number },
    ) {
      const { rows } = await repository.list(
        scopeOf(auth),
        { localDate: query.referencia, groupId: query.configuracaoId, workOrderId: query.cdOrdemServico },
        { limit: 50, offset: 0 },
      );
      return rows.flatMap((row) => presentOrderOutcomes(row, query.cdOrdemServico));
    },
  };
}

export type TPlanningLogsService = ReturnType<typeof createPlanningLogsService>;
