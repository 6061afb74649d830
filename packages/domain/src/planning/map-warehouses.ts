import { z } from 'zod';
import { ZId } from '../ids';

/** A warehouse as the planning map draws it. */
export const ZPlanningMapWarehouse = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TPlanningMapWarehouse = z.infer<typeof ZPlanningMapWarehouse>;

/** `POST /mapa/warehouses`: the warehouses the chosen machines of a group load at (all members when none). */
export const ZPlanningMapWarehousesInput = z
  .object({ configuracaoId: ZId, equipamentosId: z.array(ZId).max(500).optional() })
  .strict();
export type TPlanningMapWarehousesInput = z.infer<typeof ZPlanningMapWarehousesInput>;
