import type {
  TEmployeeRecord,
  TPage,
  TRobotLink,
  TRobotLinkInput,
  TRobotOrderFilterColumn,
  TRobotWorkOrder,
  TRobotWorkOrderQuery,
  TWorkOrderRecord,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { AppError, notFound } from '../../http/errors';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import type { TEmployeesService } from '../records/employees/employees.service';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TFieldsService } from '../records/growers/fields.service';
import type { TRobotLinkRow, TRobotRepository } from './robot.repository';
import { keyOf, type TRobotExecutions } from './robot-executions';

/** Why a link was refused; travels in `details.reason` under the spec's one message. */
type TLinkRefusal =
  | 'notRobotOrder'
  | 'executionOfAnotherOrder'
  | 'executionLinkedElsewhere'
  | 'notRobotManager'
  | 'licenceNotFound'
  | 'licenceNotActive'
  | 'licenceNotValidOnExecutionDate';

const refuse = (reason: TLinkRefusal, status = 400) => new AppError(status, 'robotLinkError', {}, { reason });

function presentLink(
  row: TRobotLinkRow,
  linkedByName: string | null,
  order: TWorkOrderRecord,
  employee: Pick<TEmployeeRecord, 'name' | 'licences'> | null,
  applicatorName: string | null,
): TRobotLink {
  const licence = employee?.licences.find((item) => item.id === row.licenceId);
  return {
    id: row.id,
    cdOrdemServico: row.workOrderId,
    vlOrdemServico: order.vlOrdemServico,
    growerName: order.growerName,
    farmName: order.farmName,
    fieldNames: order.fieldNames,
    linkedBy: linkedByName,
    linkedAt: row.linkedAt.toISOString(),
    equipmentGroupName: order.equipmentGroupName,
    applicatorName,
    productNames: order.productNames,
    execucoes: row.executionKeys,
    funcionarioId: row.employeeId,
    employeeName: employee?.name ?? '',
    assinatura: row.signature,
    licence: {
      id: row.licenceId,
      type: licence?.type ?? '',
      number: licence?.number ?? '',
      expirationDate: licence?.expirationDate ?? '',
    },
    executionsFrom: row.executionsFrom.toISOString(),
    executionsTo: row.executionsTo.toISOString(),
    version: row.version,
  };
}

/** Robot work orders and their signed links to executions. */
export function createRobotLinks(
  repository: TRobotRepository,
  executions: TRobotExecutions,
  dependencies: {
    workOrders: TWorkOrdersService;
    employees: TEmployeesService;
    equipmentGroups: TEquipmentGroupsService;
    fields: TFieldsService;
  },
) {
  const { workOrders, employees, equipmentGroups, fields } = dependencies;

  async function employeeOrNull(auth: TAuth, id: number) {
    return employees.get(auth, id).catch(() => null);
  }

  async function linksOf(auth: TAuth, orders: TWorkOrderRecord[]) {
    const scope = executions.scopeOf(auth);
    const rows = await repository.linksOfOrders(
      scope,
      orders.map((order) => order.cdOrdemServico),
    );
    const people = new Map<number, Awaited<ReturnType<typeof employeeOrNull>>>();
    for (const id of new Set(rows.map((row) => row.link.employeeId)))
      people.set(id, await employeeOrNull(auth, id));
    for (const id of new Set(orders.flatMap((order) => (order.applicatorId ? [order.applicatorId] : []))))
      if (!people.has(id)) people.set(id, await employeeOrNull(auth, id));
    const byOrder = new Map<number, TRobotLink>();
    for (const { link, linkedByName } of rows) {
      const order = orders.find((item) => item.cdOrdemServico === link.workOrderId)!;
      const applicator = order.applicatorId ? (people.get(order.applicatorId)?.name ?? null) : null;
      byOrder.set(
        link.workOrderId,
        presentLink(link, linkedByName, order, people.get(link.employeeId) ?? null, applicator),
      );
    }
    return byOrder;
  }

  return {
    async fieldName(auth: TAuth, fieldId: number) {
      return (await fields.get(auth, fieldId)).name;
    },

    /** Orders of the branch's robot groups, filtered like the order list, each with its link. */
    async workOrders(auth: TAuth, query: TRobotWorkOrderQuery): Promise<TPage<TRobotWorkOrder>> {
      const robotGroupIds = (await equipmentGroups.all(auth))
        .filter((group) => group.robot)
        .map((group) => group.id);
      const { orderBy, ascending, byColumn, filter, ...rest } = query;
      const ids =
        byColumn && filter
          ? await repository.orderIdsMatching(
              executions.scopeOf(auth),
              robotGroupIds,
              // The query schema admitted only the filterable columns.
              byColumn as TRobotOrderFilterColumn,
              filter,
            )
          : undefined;
      const page = await workOrders.list(auth, {
        ...rest,
        sort: orderBy ? `${orderBy},${ascending === 'false' ? 'desc' : 'asc'}` : query.sort,
        dateInit: query.startDate,
        dateEnd: query.endDate,
        equipmentGroupIds: robotGroupIds,
        ids,
      });
      const records = await workOrders.findRecords(
        auth,
        page.content.map((order) => order.cdOrdemServico),
      );
      const links = await linksOf(auth, records);
      return {
        ...page,
        content: page.content.map((order) => ({ ...order, link: links.get(order.cdOrdemServico) ?? null })),
      };
    },

    /**
     * Links an order of a robot group to executions, signed by an active robot manager whose
     * licence is active and in force on every execution's date. Linking again replaces the link.
     */
    async link(auth: TAuth, input: TRobotLinkInput): Promise<TRobotLink> {
      const order = await workOrders.get(auth, input.cdOrdemServico);
      const group = order.equipmentGroupId
        ? await equipmentGroups.get(auth, order.equipmentGroupId).catch(() => null)
        : null;
      if (!group?.robot) throw refuse('notRobotOrder');
      const keys = [...new Set(input.execucoes)];
      const found = [];
      for (const key of keys) found.push(await executions.find(auth, key));
      if (found.some(({ parsed }) => parsed.workOrderId !== 0 && parsed.workOrderId !== order.cdOrdemServico))
        throw refuse('executionOfAnotherOrder');
      const scope = executions.scopeOf(auth);
      const others = await repository.linksOfExecutions(scope, keys);
      if (others.some((link) => link.workOrderId !== order.cdOrdemServico))
        throw refuse('executionLinkedElsewhere', 409);
      const employee = await employees.get(auth, input.funcionarioId);
      if (employee.role !== 'ROBOT_MANAGER' || employee.status !== 'ACTIVE') throw refuse('notRobotManager');
      const licence = employee.licences.find((item) => item.id === input.licencaId);
      if (!licence) throw refuse('licenceNotFound');
      if (licence.status !== 'ACTIVE') throw refuse('licenceNotActive');
      const dates = found.map(({ parsed }) => parsed.date);
      if (dates.some((date) => date < licence.effectiveDate || date > licence.expirationDate))
        throw refuse('licenceNotValidOnExecutionDate');
      const saved = await repository.save({
        ownerId: auth.ownerId,
        unitId: scope.unitId,
        workOrderId: order.cdOrdemServico,
        executionKeys: found.map(({ row }) => keyOf(row)),
        employeeId: employee.id,
        licenceId: licence.id,
        signature: input.assinatura,
        linkedBy: auth.userId,
        executionsFrom: new Date(Math.min(...found.map(({ row }) => row.start.getTime()))),
        executionsTo: new Date(Math.max(...found.map(({ row }) => row.end.getTime()))),
      });
      const record = (await workOrders.findRecords(auth, [order.cdOrdemServico]))[0]!;
      const links = await linksOf(auth, [record]);
      return links.get(saved.workOrderId)!;
    },

    async unlink(auth: TAuth, id: number) {
      if (!(await repository.remove(executions.scopeOf(auth), id))) throw notFound();
    },
  };
}
