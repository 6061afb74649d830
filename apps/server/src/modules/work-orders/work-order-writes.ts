import {
  batchCount,
  breaksRobotFieldRule,
  carryProblems,
  orderLoad,
  sumFieldAreas,
  WORK_ORDER_STATUS,
  type TProductType,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { conflict, fieldError, notFound, type TFieldIssue } from '../../http/errors';
import { recordAudit } from './work-order-audit';
import { scopeOf, type TWorkOrdersDependencies } from './work-order-facts';
import type { TWorkOrderReads } from './work-order-reads';
import type { TWorkOrderStatuses } from './work-order-statuses';
import { createWorkOrdersRepository, type TWorkOrdersRepository } from './work-orders.repository';
import type { TWorkOrderCommand } from './work-orders.presenter';
import { nextTicket } from './work-order-tickets';

/**
 * Writing orders: create (one per field on request), edit, set the timing of several. The
 * references are checked against their services and the carried volume, mass and batches computed
 * here; every write goes to the order's history in the same transaction. Error paths name the
 * body's fields, as the 400 answers them.
 */
export function createWorkOrderWrites(
  db: TDatabase,
  repository: TWorkOrdersRepository,
  dependencies: TWorkOrdersDependencies,
  reads: TWorkOrderReads,
  statuses: Pick<TWorkOrderStatuses, 'assertEditable'>,
) {
  const { products, fields, growers, equipmentGroups, employees } = dependencies;
  const { load, getRecord } = reads;
  const { assertEditable } = statuses;

  /** Checks an order before it is written; `fieldsPerOrder` is how many fields each written order keeps. */
  async function prepare(auth: TAuth, input: TWorkOrderCommand, fieldsPerOrder: number) {
    const issues: TFieldIssue[] = [];
    const reject = (key: TFieldIssue['key'], path: string, params?: TFieldIssue['params']): never => {
      throw fieldError(auth, 400, [{ path, key, params }]);
    };
    if (input.locationId !== null && !auth.permittedLocationIds.includes(input.locationId))
      reject('locationNotPermitted', 'cdLocation');
    const farm = await growers
      .getFarm(auth, input.farmId)
      .catch(() => reject('workOrderReferenceNotFound', 'farmId'));
    if (farm.growerId !== input.growerId) reject('workOrderFarmMismatch', 'farmId');
    const fieldRows = await fields.summaries(auth, { ids: input.fieldIds });
    input.fieldIds.forEach((id, index) => {
      const field = fieldRows.find((row) => row.id === id);
      if (!field || field.farmId !== input.farmId)
        issues.push({ path: `fieldIds.${index}`, key: 'workOrderFieldNotFound' });
    });
    if (issues.length) throw fieldError(auth, 400, issues);
    const productRows = await products.getMany(
      auth,
      input.products.map((line) => line.productId),
    );
    input.products.forEach((line, index) => {
      const product = productRows.find((row) => row.id === line.productId);
      if (!product || product.status !== 'ACTIVE')
        issues.push({ path: `products.${index}.productId`, key: 'workOrderProductNotFound' });
    });
    if (issues.length) throw fieldError(auth, 400, issues);
    if (input.cropId !== null && !(await products.crops(auth)).some((crop) => crop.id === input.cropId))
      reject('workOrderReferenceNotFound', 'cropId');
    if (input.applicatorId !== null)
      await employees
        .get(auth, input.applicatorId)
        .catch(() => reject('workOrderReferenceNotFound', 'applicatorId'));
    const group =
      input.equipmentGroupId === null
        ? null
        : await equipmentGroups
            .get(auth, input.equipmentGroupId)
            .catch(() => reject('workOrderReferenceNotFound', 'equipmentGroupId'));
    const typed = input.products.map((line) => ({
      line,
      product: productRows.find((row) => row.id === line.productId)!,
    }));
    if (breaksRobotFieldRule(group, fieldsPerOrder)) reject('robotGroupOneField', 'fieldIds');
    if (group) {
      const problems = carryProblems(
        typed.map(({ product }) => ({ productId: product.id, type: product.typeProduct })),
        {
          mixtureType: group.mixtureType,
          compartmentCounts: group.equipments.map((member) => member.compartmentCount),
        },
      );
      for (const problem of problems) {
        if (problem.kind === 'mixture') {
          const index = typed.findIndex(({ product }) => product.id === problem.productId);
          const params = { product: typed[index]!.product.descProduct, mixture: problem.needs };
          throw fieldError(auth, 400, [
            { path: `products.${index}.productId`, key: 'workOrderProductMixture', params },
          ]);
        }
        reject('workOrderTooManyProducts', 'products', { needs: problem.needs, has: problem.has });
      }
    }
    return { fieldRows, typed, group };
  }

  function computeColumns(
    input: TWorkOrderCommand,
    prepared: Awaited<ReturnType<typeof prepare>>,
    fieldIds: number[],
    selectedArea: number | null,
  ) {
    const fieldLines = fieldIds.map((id) => ({
      fieldId: id,
      areaHectares: prepared.fieldRows.find((row) => row.id === id)?.areaHectares ?? null,
    }));
    const totalArea = fieldLines.reduce((sum, line) => sum + (line.areaHectares ?? 0), 0);
    const known = sumFieldAreas(fieldLines);
    const area = selectedArea ?? known ?? totalArea;
    const load = orderLoad(
      prepared.typed.map(({ line, product }) => ({
        type: product.typeProduct as TProductType,
        rate: line.rate,
      })),
      area,
      input.carrierRate,
    );
    const columns = {
      description: input.description,
      ticket: input.ticket,
      locationId: input.locationId,
      growerId: input.growerId,
      farmId: input.farmId,
      equipmentGroupId: input.equipmentGroupId,
      applicatorId: input.applicatorId,
      timing: input.timing,
      cropId: input.cropId,
      traitPackage: input.traitPackage,
      applicationType: input.applicationType,
      plannedStart: input.plannedStart ? new Date(input.plannedStart) : null,
      plannedEnd: input.plannedEnd ? new Date(input.plannedEnd) : null,
      carrierRateLitresPerHectare: input.carrierRate,
      totalAreaHectares: totalArea,
      selectedAreaHectares: area,
      totalVolumeLitres: load.volumeLitres,
      totalMassKilograms: load.massKilograms,
      batchCount: batchCount(load, prepared.group),
      minSpeedKmh: input.minSpeed,
      maxSpeedKmh: input.maxSpeed,
      observation: input.observation,
    };
    const productLines = input.products.map((line) => ({
      productId: line.productId,
      ratePerHectare: line.rate,
      rateUnit: line.rateUnit,
    }));
    return { columns, fieldLines, productLines };
  }

  return {
    /**
     * Creates the order (one per field with `breakFields`). `alsoWithin` runs in the same
     * transaction with the new ids, for a caller whose own record must change with them.
     */
    async createOrders(
      auth: TAuth,
      input: TWorkOrderCommand,
      options: { breakFields: boolean; alsoWithin?: (tx: TExecutor, ids: number[]) => Promise<void> },
    ) {
      const splits = options.breakFields && input.fieldIds.length > 1;
      const prepared = await prepare(auth, input, splits ? 1 : input.fieldIds.length);
      const parts = splits ? input.fieldIds.map((id) => [id]) : [input.fieldIds];
      const ids = await db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        const created: number[] = [];
        for (const fieldIds of parts) {
          const { columns, fieldLines, productLines } = computeColumns(
            input,
            prepared,
            fieldIds,
            parts.length > 1 ? null : input.selectedArea,
          );
          const row = await within.insert({
            ...columns,
            ticket: columns.ticket ?? (await nextTicket(tx, auth.ownerId, auth.unitId)),
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            createdBy: auth.userId,
            status: WORK_ORDER_STATUS.READY,
          });
          await within.replaceLines(row.id, fieldLines, productLines);
          await recordAudit(auth, within, 'created', null, {
            row,
            lines: { fields: fieldLines, products: productLines },
          });
          created.push(row.id);
        }
        await options.alsoWithin?.(tx, created);
        return created;
      });
      const records: TWorkOrderRecord[] = [];
      for (const id of ids) records.push(await getRecord(auth, id));
      return records;
    },

    async updateOrder(auth: TAuth, id: number, input: TWorkOrderCommand) {
      const current = await load(auth, id);
      await assertEditable(auth, current.row);
      const prepared = await prepare(auth, input, input.fieldIds.length);
      const { columns, fieldLines, productLines } = computeColumns(
        input,
        prepared,
        input.fieldIds,
        input.selectedArea,
      );
      await db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        // A ticket left blank keeps the order's own, or takes the branch's next number.
        const ticket =
          columns.ticket ?? current.row.ticket ?? (await nextTicket(tx, auth.ownerId, auth.unitId));
        const row = await within.update(id, input.version ?? current.row.version, { ...columns, ticket });
        if (!row) throw conflict();
        await within.replaceLines(id, fieldLines, productLines);
        await recordAudit(auth, within, 'updated', current, {
          row,
          lines: { fields: fieldLines, products: productLines },
        });
      });
      return getRecord(auth, id);
    },

    /** `PUT ordemservicos/timing`: the crop timing of several orders. */
    async setTiming(auth: TAuth, ids: number[], timing: string) {
      const rows = await repository.findMany(scopeOf(auth), ids);
      if (rows.length !== new Set(ids).size) throw notFound();
      for (const row of rows) await assertEditable(auth, row);
      return db.transaction(async (tx) => {
        const within = createWorkOrdersRepository(tx);
        const updated = await within.setTiming(scopeOf(auth), ids, timing);
        await within.addAudit(
          rows
            .filter((row) => row.timing !== timing)
            .map((row) => ({
              ownerId: auth.ownerId,
              workOrderId: row.id,
              userId: auth.userId,
              userName: auth.login,
              action: 'updated',
              changes: [{ field: 'timing', from: row.timing, to: timing }],
            })),
        );
        return updated.length;
      });
    },
  };
}

export type TWorkOrderWrites = ReturnType<typeof createWorkOrderWrites>;
