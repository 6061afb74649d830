import { z } from 'zod';
import { ZLoad, type TLoadProduct } from '../loads/loads';
import { ZFieldRecord } from '../records/field';
import { ZProductRecord } from '../records/product';
import { ZFieldHazard } from '../records/sensitive-site';
import { ZWorkOrderRecord } from './work-order';
import { ZWorkOrderListRow } from './work-order-list';

/** A load of the order on its scheduled day: the machine, the area and what goes in the tank. */
export const ZTicketLoad = ZLoad.pick({
  loadNumber: true,
  loadCount: true,
  equipmentName: true,
  area: true,
  compartments: true,
});
export type TTicketLoad = z.infer<typeof ZTicketLoad>;

/**
 * The applicator's sheet (`GET /documento-ordemservico/find-by-ordemservico/{id}`), what the PDF
 * prints and the browser shows: the order, its fields with boundaries, its products with their
 * limits, where the schedule holds it, its loads on that day and the sensitive sites near its fields.
 */
export const ZWorkOrderSheet = z.object({
  order: ZWorkOrderRecord,
  fields: z.array(ZFieldRecord),
  products: z.array(ZProductRecord),
  applicatorName: z.string().nullable(),
  timeZone: z.string(),
  /** Where the schedule holds the order, as the work-order list reads it. */
  schedule: ZWorkOrderListRow.pick({ dayState: true, plannedDate: true, machineName: true }),
  /** The order's loads on its scheduled day; none when no active plan holds it. */
  loads: z.array(ZTicketLoad),
  hazards: z.array(ZFieldHazard),
});
export type TWorkOrderSheet = z.infer<typeof ZWorkOrderSheet>;

/** A product of the sheet's load table: one column of amounts. */
export type TTicketLoadProduct = Pick<TLoadProduct, 'productId' | 'name' | 'unit'>;

/** A line of the sheet's load table: equal loads in a row share it (`first`-`last` of `loadCount`). */
export interface TTicketLoadLine {
  first: number;
  last: number;
  loadCount: number;
  equipmentName: string;
  /** Hectares of each load of the line. */
  area: number;
  /** Per load, in the order of the table's `products`, in each product's `unit`. */
  amounts: number[];
  /** Litres of water per load. */
  water: number;
}

/** Equal but for floating-point noise. */
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The loads as the sheet tabulates them: one column per product in the order the loads first
 * name them, a water column when any load carries water, and consecutive equal loads folded into
 * one line ('3-5 / 6'), so a crew reads the day's tanks at a glance.
 */
export function ticketLoadTable(loads: readonly TTicketLoad[]): {
  products: TTicketLoadProduct[];
  hasWater: boolean;
  lines: TTicketLoadLine[];
} {
  const products = [
    ...new Map(
      loads.flatMap((load) =>
        load.compartments.flatMap((compartment) =>
          compartment.products.map(
            ({ productId, name, unit }) => [productId, { productId, name, unit }] as const,
          ),
        ),
      ),
    ).values(),
  ];
  const lines: TTicketLoadLine[] = [];
  for (const load of loads) {
    const amounts = products.map(({ productId }) =>
      load.compartments
        .flatMap((compartment) => compartment.products)
        .filter((product) => product.productId === productId)
        .reduce((sum, product) => sum + product.amount, 0),
    );
    const water = load.compartments.reduce((sum, compartment) => sum + compartment.water, 0);
    const line = lines[lines.length - 1];
    const same =
      line &&
      line.last + 1 === load.loadNumber &&
      line.equipmentName === load.equipmentName &&
      line.loadCount === load.loadCount &&
      near(line.area, load.area) &&
      near(line.water, water) &&
      line.amounts.every((amount, index) => near(amount, amounts[index]!));
    if (same) line.last = load.loadNumber;
    else
      lines.push({
        first: load.loadNumber,
        last: load.loadNumber,
        loadCount: load.loadCount,
        equipmentName: load.equipmentName,
        area: load.area,
        amounts,
        water,
      });
  }
  return { products, hasWater: lines.some((line) => line.water > 0), lines };
}
