import type { TAuth } from '../../../http/auth-context';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { buildTaskDataZip, type TTaskDataInput } from './taskdata';

export interface TTaskDataDependencies {
  workOrders: TWorkOrdersService;
}

/** Gathers work orders, their fields and products into an ISO 11783-10 TaskData zip. */
export function createTaskDataService(dependencies: TTaskDataDependencies) {
  const { workOrders } = dependencies;

  /** The TaskData input for work orders, in the given order (each one a planned task). */
  async function inputOf(auth: TAuth, orderIds: number[]): Promise<TTaskDataInput> {
    const documents = await workOrders.documents(auth, orderIds);
    const customers = new Map<number, TTaskDataInput['customers'][number]>();
    const farms = new Map<number, TTaskDataInput['farms'][number]>();
    const fields = new Map<number, TTaskDataInput['fields'][number]>();
    const products = new Map<number, TTaskDataInput['products'][number]>();
    const tasks: TTaskDataInput['tasks'] = [];
    for (const { order, fields: fieldRecords, products: productRecords } of documents) {
      customers.set(order.growerId, { id: order.growerId, name: order.growerName });
      farms.set(order.farmId, { id: order.farmId, name: order.farmName, customerId: order.growerId });
      for (const field of fieldRecords) {
        customers.set(
          field.growerId,
          customers.get(field.growerId) ?? { id: field.growerId, name: field.growerName },
        );
        farms.set(
          field.farmId,
          farms.get(field.farmId) ?? { id: field.farmId, name: field.farmName, customerId: field.growerId },
        );
        fields.set(field.id, {
          id: field.id,
          name: field.name,
          code: field.code,
          customerId: field.growerId,
          farmId: field.farmId,
          areaHectares: field.areaHectares,
          geometry: field.geometry,
        });
      }
      for (const product of productRecords) {
        products.set(product.id, {
          id: product.id,
          name: product.descProduct,
          kind: product.typeProduct,
          isBlend: product.isBlend,
        });
      }
      const ticket = order.vlOrdemServico ? `#${order.vlOrdemServico} ` : '';
      tasks.push({
        id: order.cdOrdemServico,
        designator: `${ticket}${order.description}`,
        customerId: order.growerId,
        farmId: order.farmId,
        fieldId: order.fieldIds.find((id) => fields.has(id)) ?? null,
        lines: order.products.map((line) => ({ productId: line.productId, ratePerHectare: line.rate })),
      });
    }
    return {
      customers: [...customers.values()],
      farms: [...farms.values()],
      fields: [...fields.values()],
      products: [...products.values()],
      tasks,
    };
  }

  return {
    inputOf,

    /** One ticket's TaskData; another tenant's or branch's order is a 404. */
    async ofOrder(auth: TAuth, orderId: number) {
      return buildTaskDataZip(await inputOf(auth, [orderId]));
    },

    /** TaskData of orders in their day's sequence (a machine's day). */
    async ofOrders(auth: TAuth, orderIds: number[]) {
      return buildTaskDataZip(await inputOf(auth, orderIds));
    },
  };
}

export type TTaskDataService = ReturnType<typeof createTaskDataService>;
