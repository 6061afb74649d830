import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { TTripStop } from '@tramline/domain';
import { equipmentGroups } from '../modules/records/equipment-groups/equipment-groups.tables';
import { equipment } from '../modules/records/equipment/equipment.tables';
import { fields } from '../modules/records/growers/growers.tables';
import { products } from '../modules/records/products/products.tables';
import { workOrderFields, workOrderProducts, workOrders } from '../modules/work-orders/work-orders.tables';
import { planningSettings } from '../modules/planning/settings/planning-settings.tables';
import { planItems, plans } from '../modules/planning/plans/plans.tables';
import { planSends } from '../modules/planning/sends/plan-sends.tables';
import type { TDemoContext } from './demo-context';

/**
 * Planning settings where a group plans unlike the defaults: dry spreading crews route as
 * spreaders and ignore the humidity, temperature and sun limits that only matter for spray drift;
 * robots route as robots over the shortest way. Liquid spray crews keep the defaults (fastest,
 * sprayer, every weather limit).
 */
export const planningSendDemoSeeder = {
  name: 'planning-send',
  async seed(context: TDemoContext) {
    const groupIds = context.ids.equipmentGroups ?? [];
    if (groupIds.length === 0) return;
    const groups = await context.db
      .select({
        id: equipmentGroups.id,
        unitId: equipmentGroups.unitId,
        mixtureType: equipmentGroups.mixtureType,
        robot: equipmentGroups.robot,
      })
      .from(equipmentGroups)
      .where(inArray(equipmentGroups.id, groupIds));
    const rows = groups.flatMap((group) => {
      const common = { ownerId: context.ownerId, unitId: group.unitId, equipmentGroupId: group.id };
      if (group.robot) return [{ ...common, weighting: 'shortest', vehicle: 'robot' }];
      if (group.mixtureType === 'DRY')
        return [
          {
            ...common,
            weighting: 'fastest',
            vehicle: 'spreader',
            respectTemperature: false,
            respectHumidity: false,
            respectSun: false,
          },
        ];
      return [];
    });
    if (rows.length) await context.db.insert(planningSettings).values(rows);
  },
};

/**
 * The trips behind the demo's sent days: every current plan marked sent gets the send that marked
 * it, automatic when its group sends automatically, with its stops as the machine received them.
 * Runs after the plans seeder.
 */
export const planSendsDemoSeeder = {
  name: 'plan-sends',
  async seed(context: TDemoContext) {
    const { db, ownerId } = context;
    const sent = await db
      .select({
        plan: plans,
        groupName: equipmentGroups.name,
        autoSend: equipmentGroups.autoSendLoads,
        equipmentName: equipment.name,
      })
      .from(plans)
      .innerJoin(equipmentGroups, eq(equipmentGroups.id, plans.equipmentGroupId))
      .innerJoin(equipment, eq(equipment.id, plans.equipmentId))
      .where(
        and(
          eq(plans.ownerId, ownerId),
          eq(plans.active, true),
          isNull(plans.supersededAt),
          isNotNull(plans.sentAt),
        ),
      );
    if (sent.length === 0) return;
    const items = await db
      .select()
      .from(planItems)
      .where(
        inArray(
          planItems.planId,
          sent.map(({ plan }) => plan.id),
        ),
      )
      .orderBy(asc(planItems.planId), asc(planItems.sequence));
    const orderIds = [
      ...new Set(items.flatMap((item) => (item.workOrderId === null ? [] : [item.workOrderId]))),
    ];
    const ids = orderIds.length ? orderIds : [-1];
    // In turn: the seed runs in one transaction, whose connection takes one statement at a time.
    const orderRows = await db
      .select({ id: workOrders.id, description: workOrders.description, ticket: workOrders.ticket })
      .from(workOrders)
      .where(inArray(workOrders.id, ids));
    const fieldRows = await db
      .select({ orderId: workOrderFields.workOrderId, name: fields.name })
      .from(workOrderFields)
      .innerJoin(fields, eq(fields.id, workOrderFields.fieldId))
      .where(inArray(workOrderFields.workOrderId, ids));
    const productRows = await db
      .select({ orderId: workOrderProducts.workOrderId, name: products.name })
      .from(workOrderProducts)
      .innerJoin(products, eq(products.id, workOrderProducts.productId))
      .where(inArray(workOrderProducts.workOrderId, ids));
    const orderOf = new Map(orderRows.map((row) => [row.id, row]));
    const namesOf = (rows: { orderId: number; name: string }[], orderId: number) =>
      rows.filter((row) => row.orderId === orderId).map((row) => row.name);
    const rows = sent.map(({ plan, groupName, autoSend, equipmentName }) => {
      const stops: TTripStop[] = items
        .filter((item) => item.planId === plan.id && (!item.extra || item.extraAccepted))
        .map((item, index) => {
          const order = item.workOrderId === null ? undefined : orderOf.get(item.workOrderId);
          return {
            sequencia: index + 1,
            kind: item.kind as TTripStop['kind'],
            cdOrdemServico: item.workOrderId,
            description: order?.description ?? null,
            vlOrdemServico: order?.ticket ?? null,
            fieldNames: item.workOrderId === null ? [] : namesOf(fieldRows, item.workOrderId),
            productNames: item.workOrderId === null ? [] : namesOf(productRows, item.workOrderId),
            plannedStart: item.plannedStart?.toISOString() ?? null,
            plannedEnd: item.plannedEnd?.toISOString() ?? null,
            area: item.areaHectares,
            volume: item.volume,
            batches: item.batches,
          };
        });
      return {
        ownerId,
        unitId: plan.unitId,
        equipmentGroupId: plan.equipmentGroupId,
        equipmentId: plan.equipmentId,
        planId: plan.id,
        localDate: plan.localDate,
        automatic: autoSend,
        sentAt: plan.sentAt!,
        sentBy: autoSend ? null : (context.userIds.dispatcher ?? null),
        equipmentName,
        groupName,
        workOrderIds: [
          ...new Set(
            stops.flatMap((stop) =>
              stop.kind === 'order' && stop.cdOrdemServico !== null ? [stop.cdOrdemServico] : [],
            ),
          ),
        ],
        stops,
      };
    });
    await db.insert(planSends).values(rows).onConflictDoNothing();
  },
};
