import type {
  TBoundingBox,
  TDayTrailInput,
  TOrderTrailInput,
  TTrailCollection,
  TTrailLegend,
  TTrailStatistics,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { localMidnight, nextDate } from '../../calendar/calendar';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { trailFeatures, trailLegend, trailStatistics } from './trail-figures';
import { createTrailsRepository, type TTrailScope } from './trails.repository';

export interface TTrailsDependencies {
  tenancy: TTenancyService;
  workOrders: TWorkOrdersService;
}

/**
 * The spec's trail calls: an order's or a day's trails as lines split by state, an order's figures
 * and rate legend, and the box around a range of days' trails. Everything is read within the
 * caller's owner and branch; the client id of a path must be the caller's owner (else 404).
 */
export function createTrailsService(db: TDatabase, dependencies: TTrailsDependencies) {
  const repository = createTrailsRepository(db);
  const { tenancy, workOrders } = dependencies;

  function assertClient(auth: TAuth, client: string) {
    if (client.toLowerCase() !== auth.ownerCode.toLowerCase()) throw notFound();
  }

  /** The branch a path names: a permitted one, else 404. */
  function scopeOf(auth: TAuth, unitId = auth.unitId): TTrailScope {
    if (!auth.permittedUnitIds.includes(unitId)) throw notFound();
    return { ownerId: auth.ownerId, unitId };
  }

  async function timeZoneOf(scope: TTrailScope) {
    const units = await tenancy.repository.unitsOfOwner(scope.ownerId);
    return units.find((unit) => unit.id === scope.unitId)?.timeZone ?? 'UTC';
  }

  /** Branch-local days `from`..`to` (inclusive) as instants. */
  async function rangeOf(scope: TTrailScope, from: string, to = from) {
    const timeZone = await timeZoneOf(scope);
    return { from: localMidnight(from, timeZone), to: localMidnight(nextDate(to), timeZone) };
  }

  /** The order's points, 404 when the order is not the branch's. */
  async function pointsOfOrder(auth: TAuth, workOrderId: number, day?: string) {
    const scope = scopeOf(auth);
    const [order] = await workOrders.findRecords(auth, [workOrderId]);
    if (!order) throw notFound();
    const range = day ? await rangeOf(scope, day) : {};
    return repository.pointsOfOrders(scope, [workOrderId], range);
  }

  return {
    /** `POST /v4/ordem-servico/rastro/{clientId}`: orders of other branches have no trail. */
    async orderTrails(auth: TAuth, clientId: string, input: TOrderTrailInput): Promise<TTrailCollection> {
      assertClient(auth, clientId);
      const scope = scopeOf(auth);
      const orders = await workOrders.findRecords(auth, input.cd_ordem_servico);
      const range = input.dtInicio ? await rangeOf(scope, input.dtInicio) : {};
      const points = await repository.pointsOfOrders(
        scope,
        orders.map((order) => order.cdOrdemServico),
        range,
      );
      return { type: 'FeatureCollection', features: trailFeatures(points) };
    },

    /** `POST /v4/ordem-servico/rastro/v2/{clientId}/{branch}`: a branch's trails of some days. */
    async dayTrails(
      auth: TAuth,
      clientId: string,
      unitId: number,
      input: TDayTrailInput,
    ): Promise<TTrailCollection> {
      assertClient(auth, clientId);
      const scope = scopeOf(auth, unitId);
      const range = await rangeOf(scope, input.dtInicio, input.dtFim);
      const points = await repository.pointsOfBranch(scope, range.from, range.to, input.equipamentoIds);
      return { type: 'FeatureCollection', features: trailFeatures(points) };
    },

    /** `GET /v4/ordem-servico/statistics/{clientId}`. */
    async statistics(
      auth: TAuth,
      clientId: string,
      query: { cd_ordem_servico: number; dtInicio?: string },
    ): Promise<TTrailStatistics> {
      assertClient(auth, clientId);
      const points = await pointsOfOrder(auth, query.cd_ordem_servico, query.dtInicio);
      return trailStatistics(query.cd_ordem_servico, points);
    },

    /** `GET /v4/ordem-servico/legend/{clientId}`. */
    async legend(
      auth: TAuth,
      clientId: string,
      query: { cd_ordem_servico: number; dtInicio?: string; isLiquid: boolean },
    ): Promise<TTrailLegend> {
      assertClient(auth, clientId);
      const points = await pointsOfOrder(auth, query.cd_ordem_servico, query.dtInicio);
      return trailLegend(query.cd_ordem_servico, points, query.isLiquid);
    },

    /** `GET /v1/extent/rastro/{client}/{branch}`: null when nothing was reported. */
    async extent(
      auth: TAuth,
      client: string,
      unitId: number,
      query: { dt_ini: string; dt_fim: string; is_dot_trail: boolean },
    ): Promise<{ bbox: TBoundingBox | null }> {
      assertClient(auth, client);
      const scope = scopeOf(auth, unitId);
      const range = await rangeOf(scope, query.dt_ini, query.dt_fim);
      return { bbox: await repository.extent(scope, range.from, range.to, query.is_dot_trail) };
    },
  };
}

export type TTrailsService = ReturnType<typeof createTrailsService>;
