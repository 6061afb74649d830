import type {
  TPage,
  TRobotApplicationReport,
  TRobotApplicationReportInput,
  TRobotCoverageLayer,
  TRobotExecution,
  TRobotExecutionDateFilter,
  TRobotExecutionInfo,
  TRobotExecutionListInput,
  TRobotLine,
  TRobotLinkInput,
  TRobotWorkOrder,
  TRobotWorkOrderQuery,
} from '@tramline/domain';
import { calendarDateIn } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import type { TEmployeesService } from '../records/employees/employees.service';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TFieldsService } from '../records/growers/fields.service';
import { computeCoverage } from '../monitoring/as-applied/coverage-geometry';
import { createRobotRepository } from './robot.repository';
import { createRobotExecutions } from './robot-executions';
import { createRobotLinks } from './robot-links';

export interface TRobotDependencies {
  tenancy: TTenancyService;
  workOrders: TWorkOrdersService;
  employees: TEmployeesService;
  equipmentGroups: TEquipmentGroupsService;
  fields: TFieldsService;
}

/**
 * Robot executions and the links of robot work orders to them (spec part 2 §7 'Robot'). An
 * execution is derived from the positions a robot reports through the machine API; see docs/robot.md.
 */
export function createRobotService(db: TDatabase, dependencies: TRobotDependencies) {
  const repository = createRobotRepository(db);
  const executions = createRobotExecutions(repository, dependencies);
  const links = createRobotLinks(repository, executions, dependencies);

  async function coverageOf(auth: TAuth, key: string) {
    const found = await executions.find(auth, key);
    const { scope, row, range, parsed } = found;
    const [points, width, orders] = await Promise.all([
      repository.points(scope, parsed.equipmentId, range, parsed.workOrderId),
      repository.width(scope.ownerId, parsed.equipmentId),
      parsed.workOrderId ? dependencies.workOrders.findRecords(auth, [parsed.workOrderId]) : [],
    ]);
    const geometries = await repository.fieldGeometries(scope.ownerId, orders[0]?.fieldIds ?? []);
    const figures = computeCoverage({
      points: points.map((point) => ({ ...point, time: point.recordedAt.getTime() })),
      widthOf: () => width,
      fields: geometries,
    });
    const [execution] = await executions.present(auth, scope, [row]);
    return { execution: execution!, figures, width, points };
  }

  return {
    /** `POST /sgp-api/v2/{clientId}`: the branch's executions of some days. */
    async executionsOfDays(auth: TAuth, clientId: string, filter: TRobotExecutionDateFilter) {
      executions.assertClient(auth, clientId);
      const { scope, rows } = await executions.inDays(auth, filter.startDate, filter.endDate);
      return executions.present(auth, scope, rows);
    },

    /** `POST /sgp-api/lista-execucoes`: a page of executions, optionally of some robots, linked or not. */
    async listExecutions(auth: TAuth, input: TRobotExecutionListInput): Promise<TPage<TRobotExecution>> {
      const { scope, rows } = await executions.inDays(
        auth,
        input.startDate,
        input.endDate,
        input.equipamentoIds,
      );
      let all = await executions.present(auth, scope, rows);
      if (input.linked !== undefined) all = all.filter((row) => (row.linkId !== null) === input.linked);
      const content = all.slice(input.page * input.size, (input.page + 1) * input.size);
      return {
        content,
        totalElements: all.length,
        totalPages: Math.ceil(all.length / input.size),
        number: input.page,
        size: input.size,
      };
    },

    /** `GET /v3/missao-execucao/relatorio-aplicacao/info/{id}`. */
    async info(auth: TAuth, key: string): Promise<TRobotExecutionInfo> {
      const { execution, figures, width } = await coverageOf(auth, key);
      return {
        ...execution,
        appliedArea: figures.appliedArea,
        overlapArea: figures.overlapArea,
        fieldArea: figures.fieldArea,
        uncoveredArea: figures.uncoveredArea,
        averageRate: figures.averageRate,
        appliedVolume: figures.appliedVolume,
        widthMetres: width,
        bbox: figures.bbox,
      };
    },

    /** `POST /v4/robot-tile/pulverization-robot/report/{id}`: the covered ground as GeoJSON. */
    async coverageLayer(auth: TAuth, key: string): Promise<TRobotCoverageLayer> {
      const { figures } = await coverageOf(auth, key);
      return {
        type: 'FeatureCollection',
        features: figures.covered
          ? [
              {
                type: 'Feature',
                properties: { execucaoId: key, appliedArea: figures.appliedArea },
                geometry: figures.covered,
              },
            ]
          : [],
      };
    },

    /** `GET /v3/linha/{id}/geojson`: the execution's path. */
    async line(auth: TAuth, key: string): Promise<TRobotLine> {
      const { scope, range, parsed } = await executions.find(auth, key);
      const points = await repository.points(scope, parsed.equipmentId, range, parsed.workOrderId);
      return {
        type: 'Feature',
        properties: { execucaoId: key, equipamentoId: parsed.equipmentId },
        geometry: {
          type: 'LineString',
          coordinates: points.map((point) => [point.longitude, point.latitude] as [number, number]),
        },
      };
    },

    /** `POST /v4/robot-sprayer/bbox/{id}`: the box around an execution's positions. */
    async boundingBox(auth: TAuth, key: string) {
      const { scope, range, parsed } = await executions.find(auth, key);
      const points = await repository.points(scope, parsed.equipmentId, range, parsed.workOrderId);
      if (!points.length) return { bbox: null };
      const longitudes = points.map((point) => point.longitude);
      const latitudes = points.map((point) => point.latitude);
      return {
        bbox: [
          Math.min(...longitudes),
          Math.min(...latitudes),
          Math.max(...longitudes),
          Math.max(...latitudes),
        ] as [number, number, number, number],
      };
    },

    /** `POST /v4/robot/application-report/{clientId}/{unit}`: a field's executions in a time range. */
    async applicationReport(
      auth: TAuth,
      clientId: string,
      unitId: number,
      input: TRobotApplicationReportInput,
    ): Promise<TRobotApplicationReport> {
      executions.assertClient(auth, clientId);
      const scope = executions.scopeOf(auth, unitId);
      if (unitId !== auth.unitId) throw notFound();
      const timeZone = await executions.timeZoneOf(scope);
      const from = calendarDateIn(new Date(input.startDate * 1000), timeZone);
      const to = calendarDateIn(new Date(input.endDate * 1000), timeZone);
      const { rows } = await executions.inDays(auth, from, to);
      const inTime = rows.filter(
        (row) => row.end.getTime() >= input.startDate * 1000 && row.start.getTime() <= input.endDate * 1000,
      );
      const onField = (await executions.present(auth, scope, inTime)).filter(
        (row) => row.fieldId === input.cdIdTalhao,
      );
      const field = onField[0]?.fieldName ?? (await links.fieldName(auth, input.cdIdTalhao));
      return {
        fieldId: input.cdIdTalhao,
        fieldName: field,
        executions: onField,
        durationSeconds: onField.reduce((sum, row) => sum + row.durationSeconds, 0),
        applyingKm: onField.reduce((sum, row) => sum + row.applyingKm, 0),
      };
    },

    /** `GET /robo/ordemservico`: orders of the branch's robot groups, each with its link. */
    async workOrders(auth: TAuth, query: TRobotWorkOrderQuery): Promise<TPage<TRobotWorkOrder>> {
      return links.workOrders(auth, query);
    },

    /** `POST /robo/ordemservico/link` and `save-by-execution`. */
    link: (auth: TAuth, input: TRobotLinkInput) => links.link(auth, input),

    /** `DELETE /robo/ordemservico/link/{id}`. */
    unlink: (auth: TAuth, id: number) => links.unlink(auth, id),
  };
}

export type TRobotService = ReturnType<typeof createRobotService>;
