import { z } from 'zod';
import { ZIdText } from '../ids';
import { ZPageQuery } from '../paging';
import { ZPlanType } from '../records/product';
import { ZWorkOrderLicenceAlert } from '../work-orders/licence-alerts';
import { ZApplicationType, ZInconsistencyCause } from '../work-orders/work-order';
import { ZDateOnly } from './plan';

/** Available-orders date-created presets (spec part 1 §9). */
export const AVAILABLE_ORDER_PRESETS = ['last2days', 'last7days'] as const;

/** `POST /ordens-disponiveis` (and `/manual`, `/count`): orders that can go into the day. */
export const ZAvailableOrdersQuery = ZPageQuery.extend({
  data: ZDateOnly,
  configuracaoId: ZIdText,
  preset: z.enum(AVAILABLE_ORDER_PRESETS).optional(),
  dateInit: ZDateOnly.optional(),
  dateEnd: ZDateOnly.optional(),
  showInconsistent: z.coerce.boolean().default(true),
  applicationType: ZApplicationType.optional(),
  /**
   * Also the orders the group's active plans of the day hold (the map draws and colours them by
   * machine): listed first, not selectable, with their machine. Absent or false: the list is unchanged.
   */
  incluirProgramadas: z.boolean().optional(),
});
export type TAvailableOrdersQuery = z.infer<typeof ZAvailableOrdersQuery>;

export const ZAvailableOrder = z.object({
  cdOrdemServico: z.number().int(),
  description: z.string(),
  vlOrdemServico: z.string().nullable(),
  growerName: z.string(),
  farmName: z.string(),
  fieldNames: z.array(z.string()),
  /** Field centroids for the map; null when a field has no geometry. */
  fields: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
  /** The blocks (zones) of the order's fields, each once, in field order; fields without a zone add none. */
  blockNames: z.array(z.string()).optional(),
  locationName: z.string().nullable(),
  productNames: z.array(z.string()),
  timing: ZPlanType,
  applicationType: ZApplicationType,
  cropType: z.string().nullable(),
  /** Hectares. */
  selectedArea: z.number(),
  createdAt: z.string(),
  status: z.number().int(),
  inconsistencias: z.array(ZInconsistencyCause),
  /**
   * Compliance alerts, counted as the work-order list counts them (`qtdAlertas`): those planning
   * records plus one per product the applicator is not licensed for. Absent: none known.
   */
  qtdAlertas: z.number().int().optional(),
  /** The products the order's applicator is not licensed for on its planned start (or today). */
  licenceAlerts: z.array(ZWorkOrderLicenceAlert).optional(),
  rank: z.number().int(),
  rankName: z.string(),
  selectable: z.boolean(),
  /** Date of a future schedule that already holds it, if any. */
  scheduledOn: z.string().nullable(),
  /**
   * An order bigger than a machine's day that earlier days' plans hold in part: the hectares
   * still to plan (an optimisation of the day plans only these). Absent for other orders.
   */
  leftArea: z.number().optional(),
  /** With `incluirProgramadas`: the machine whose active plan of the day holds it (null otherwise). */
  equipamentoId: z.number().int().nullable().optional(),
});
export type TAvailableOrder = z.infer<typeof ZAvailableOrder>;

/** `POST /ordens-disponiveis/count` (and `/manual/count`): how many orders the list holds. */
export const ZAvailableOrdersCount = z.object({ count: z.number().int() });
export type TAvailableOrdersCount = z.infer<typeof ZAvailableOrdersCount>;
