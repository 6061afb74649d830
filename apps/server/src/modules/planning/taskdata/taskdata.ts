import { zipSync } from 'fflate';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/**
 * ISO 11783-10 TaskData (ISOXML version 4) for machine terminals: customers (CTR), farms (FRM),
 * partfields (PFD) with their boundary polygons, products (PDT), value presentations (VPN) and one
 * planned task (TSK) per work order with its products' set-point rates. Pure: records in, bytes out.
 */

/** A boundary as GeoJSON keeps it: `[longitude, latitude]` positions, exterior ring first. */
export type TTaskDataGeometry =
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | { type: 'MultiPolygon'; coordinates: [number, number][][][] };

export type TTaskDataProductKind = 'LIQUID' | 'DRY' | 'AMMONIA' | 'SEED';

export interface TTaskDataInput {
  customers: { id: number; name: string }[];
  farms: { id: number; name: string; customerId: number }[];
  fields: {
    id: number;
    name: string;
    code: string | null;
    customerId: number;
    farmId: number;
    /** Hectares; null when unknown. */
    areaHectares: number | null;
    geometry: TTaskDataGeometry | null;
  }[];
  products: { id: number; name: string; kind: TTaskDataProductKind | null; isBlend: boolean }[];
  tasks: {
    /** The work order. */
    id: number;
    designator: string;
    customerId: number;
    farmId: number;
    fieldId: number | null;
    /** Rate per hectare in the product's base amount: litres (liquid), kilograms (dry, ammonia), seeds. */
    lines: { productId: number; ratePerHectare: number }[];
  }[];
  softwareVersion?: string;
}

/** Where the task file sits inside the zip, as task controllers look for it. */
export const TASKDATA_PATH = 'TASKDATA/TASKDATA.XML';

/** Decimal places of boundary coordinates (about 0.1 mm). */
const COORDINATE_DECIMALS = 9;

/**
 * Set-point DDIs by product kind and the factor from the base amount per hectare to the DDI's
 * unit (DDI 1, 6 and 11, written in hex): volume per area in mm³/m² (1 l/ha = 100), mass per area in mg/m² (1 kg/ha = 100), count
 * per area in 10⁻³/m² (1 seed/ha = 0.1).
 */
const RATE_DDI: Record<TTaskDataProductKind, { ddi: string; factor: number; presentation: string }> = {
  LIQUID: { ddi: '0001', factor: 100, presentation: 'volume' },
  DRY: { ddi: '0006', factor: 100, presentation: 'mass' },
  AMMONIA: { ddi: '0006', factor: 100, presentation: 'mass' },
  SEED: { ddi: '000B', factor: 0.1, presentation: 'count' },
};

/** How terminals show each rate: offset, scale from the DDI unit, decimals, unit text. */
const PRESENTATIONS: Record<string, { id: string; scale: number; decimals: number; unit: string }> = {
  volume: { id: 'VPN1', scale: 0.01, decimals: 2, unit: 'l/ha' },
  mass: { id: 'VPN2', scale: 0.01, decimals: 2, unit: 'kg/ha' },
  count: { id: 'VPN3', scale: 10, decimals: 0, unit: 'seeds/ha' },
};

const coordinate = (value: number) => value.toFixed(COORDINATE_DECIMALS);

/** Text attributes: ISO limits designators to 32 characters. */
const designator = (text: string) => text.trim().slice(0, 32);

function addRing(polygon: XMLBuilder, ring: [number, number][], exterior: boolean) {
  const line = polygon.ele('LSG', { A: exterior ? '1' : '2' });
  for (const [longitude, latitude] of ring)
    line.ele('PNT', { A: '2', C: coordinate(latitude), D: coordinate(longitude) });
}

function polygonsOf(geometry: TTaskDataGeometry): [number, number][][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** The TASKDATA.XML document. */
export function buildTaskDataXml(input: TTaskDataInput): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('ISO11783_TaskData', {
    VersionMajor: '4',
    VersionMinor: '3',
    ManagementSoftwareManufacturer: 'Tramline',
    ManagementSoftwareVersion: input.softwareVersion ?? '1.0',
    DataTransferOrigin: '1',
  });
  const productKind = new Map(input.products.map((product) => [product.id, product.kind]));
  const usedPresentations = new Set<string>();
  for (const product of input.products) {
    if (product.kind) usedPresentations.add(RATE_DDI[product.kind].presentation);
  }

  // Element order as the schema lists them: CTR, FRM, PDT, PFD, TSK, VPN.
  for (const customer of input.customers)
    root.ele('CTR', { A: `CTR${customer.id}`, B: designator(customer.name) });
  for (const farm of input.farms)
    root.ele('FRM', { A: `FRM${farm.id}`, B: designator(farm.name), I: `CTR${farm.customerId}` });
  for (const product of input.products) {
    root.ele('PDT', {
      A: `PDT${product.id}`,
      B: designator(product.name),
      ...(product.kind ? { D: PRESENTATIONS[RATE_DDI[product.kind].presentation]!.id } : {}),
      F: product.isBlend ? '2' : '1',
    });
  }
  for (const field of input.fields) {
    const area = Math.round((field.areaHectares ?? 0) * 10_000);
    const partfield = root.ele('PFD', {
      A: `PFD${field.id}`,
      ...(field.code ? { B: designator(field.code) } : {}),
      C: designator(field.name),
      D: String(area),
      E: `CTR${field.customerId}`,
      F: `FRM${field.farmId}`,
    });
    if (!field.geometry) continue;
    for (const rings of polygonsOf(field.geometry)) {
      const polygon = partfield.ele('PLN', { A: '1', B: designator(field.name), C: String(area) });
      rings.forEach((ring, index) => addRing(polygon, ring, index === 0));
    }
  }
  for (const task of input.tasks) {
    const element = root.ele('TSK', {
      A: `TSK${task.id}`,
      B: designator(task.designator),
      C: `CTR${task.customerId}`,
      D: `FRM${task.farmId}`,
      ...(task.fieldId === null ? {} : { E: `PFD${task.fieldId}` }),
      G: '1',
      H: '1',
    });
    const zone = element.ele('TZN', { A: '1', B: 'Rates' });
    for (const line of task.lines) {
      const kind = productKind.get(line.productId);
      if (!kind) continue;
      const ddi = RATE_DDI[kind];
      zone.ele('PDV', {
        A: ddi.ddi,
        B: String(Math.round(line.ratePerHectare * ddi.factor)),
        C: `PDT${line.productId}`,
        E: PRESENTATIONS[ddi.presentation]!.id,
      });
    }
  }
  for (const [name, presentation] of Object.entries(PRESENTATIONS)) {
    if (!usedPresentations.has(name)) continue;
    root.ele('VPN', {
      A: presentation.id,
      B: '0',
      C: String(presentation.scale),
      D: String(presentation.decimals),
      E: presentation.unit,
    });
  }
  return root.end({ prettyPrint: true });
}

/** The zip a terminal imports: `TASKDATA/TASKDATA.XML`. */
export function buildTaskDataZip(input: TTaskDataInput): Uint8Array {
  const xml = new TextEncoder().encode(buildTaskDataXml(input));
  return zipSync({ [TASKDATA_PATH]: xml }, { level: 6 });
}
