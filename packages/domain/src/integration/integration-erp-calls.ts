import { z } from 'zod';
import { ZIdText } from '../ids';
import { messageRef } from '../validation';

/**
 * Shapes of the spec's ERP calls whose answers it does not show (docs/integration.md, "Calls").
 * The spec's `{id}` of `/products/{id}` is the ERP product code, a text as `GET|POST /products`
 * list and map them; it is named `{code}` in the OpenAPI document, which keeps `{id}` for the
 * numeric record ids.
 */
export const ZErpProductCodeParam = z.object({ code: z.string().trim().min(1).max(60) });

/** `GET /products/get-sem-dto/{id}`: the stored de-para record itself, without the screen's shape. */
export const ZErpProductRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  erpCode: z.string(),
  erpName: z.string().nullable(),
  targetId: z.number().int().nullable(),
  targetCode: z.string().nullable(),
  ignored: z.boolean(),
  updatedAt: z.string(),
});

/** `GET /work-orders/inconsistents`: the branch's open orders made from tickets that cannot run. */
export const ZInconsistentOrdersQuery = z.object({ cdUnidade: ZIdText.optional() });
export const ZInconsistentOrder = z.object({
  workOrderId: z.number().int(),
  ticketNumber: z.string(),
  status: z.number().int(),
  /** The spec's causes: SEM_ID, SEM_VENTO, SEM_TEMPERATURA, SEM_UMIDADE, and the order's others. */
  inconsistencies: z.array(z.string()),
});

/** `GET /report/count-wo-status-erp`: orders made from tickets, created in the days given, by status. */
export const ZCountWoStatusErpQuery = z
  .object({
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    cdUnidade: ZIdText.optional(),
  })
  .refine((query) => query.startDate <= query.endDate, {
    path: ['endDate'],
    message: messageRef('invalidValue'),
  });
export const ZCountWoStatusErp = z.object({
  cdUnidade: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  total: z.number().int(),
  /** READY, IN_PROGRESS, CANCELED, COMPLETED, ON_HOLD, DELETED, CANCELED_APP -> count. */
  byStatus: z.record(z.string(), z.number().int()),
  /** Active tickets of the branch still without an order. */
  withoutOrder: z.number().int(),
});
