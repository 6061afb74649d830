import {
  convertMeasure,
  HECTARES_PER_ACRE,
  INTEGRATION_ROW_STATUS,
  measureUnitOf,
  type TErpTicket,
  type TIntegrationRowStatus,
  type TMappingKind,
  type TMeasureUnitCode,
  type TProductType,
} from '@tramline/domain';

/**
 * Blend tickets against the branch's mappings: the codes a ticket names, which still need mapping,
 * the row's status, and the work-order command a ticket becomes. Pure: no database, no HTTP.
 */

export interface TCodeRef {
  kind: TMappingKind;
  erpCode: string;
}

/** A branch's mappings, looked up by kind and ERP code. */
export interface TMappingLookup {
  targetOf(
    kind: TMappingKind,
    erpCode: string,
  ): { targetId: number | null; targetCode: string | null } | null;
  isIgnored(erpCode: string): boolean;
  /** The equipment group chosen for a ticket in Tramline (`POST /blendtickets/cfg`), if any. */
  chosenGroupOf(ticketNumber: string): number | null;
}

/**
 * The mapping kind that keeps a ticket's chosen equipment group (order configuration), keyed by
 * ticket number. Not a V2 tab: the tabs list only `MAPPING_KINDS`.
 */
export const TICKET_GROUP_KIND = 'ticketGroup';

/** The equipment group a ticket's order goes to: the chosen one, else its ERP code's mapping. */
export function groupOfTicket(ticket: TErpTicket, lookup: TMappingLookup): number | null {
  const chosen = lookup.chosenGroupOf(ticket.ticketNumber);
  if (chosen !== null) return chosen;
  return ticket.equipmentGroupCode
    ? (lookup.targetOf('group', ticket.equipmentGroupCode)?.targetId ?? null)
    : null;
}

/** ERP unit spellings Tramline recognises without a de-para. `GL` is left out: the spec's gl is a gigalitre. */
export const KNOWN_UNIT_SPELLINGS: Record<string, TMeasureUnitCode> = {
  floz: 'fl oz',
  gal: 'gal',
  gallon: 'gal',
  qt: 'qt',
  pt: 'pt',
  lb: 'lb',
  lbs: 'lb',
  oz: 'oz',
  l: 'l',
  kg: 'kg',
  ml: 'ml',
  t: 't',
  ac: 'ac',
  ha: 'ha',
};

/** The measure unit of an ERP unit code: its de-para, else a spelling Tramline knows. */
export function unitOf(lookup: TMappingLookup, erpCode: string): TMeasureUnitCode | null {
  const mapped = lookup.targetOf('unit', erpCode)?.targetCode;
  if (mapped && measureUnitOf(mapped)) return mapped as TMeasureUnitCode;
  return KNOWN_UNIT_SPELLINGS[erpCode.toLowerCase().replace(/[\s.]/g, '')] ?? null;
}

/** Every code of a ticket the mapping tabs list. */
export function codesOf(ticket: TErpTicket): TCodeRef[] {
  const codes: TCodeRef[] = [
    ...ticket.fields.map((field) => ({ kind: 'field' as const, erpCode: field.code })),
    ...ticket.products.map((line) => ({ kind: 'product' as const, erpCode: line.code })),
    ...ticket.products.map((line) => ({ kind: 'unit' as const, erpCode: line.unit })),
  ];
  if (ticket.carrierUnit) codes.push({ kind: 'unit', erpCode: ticket.carrierUnit });
  if (ticket.equipmentCode) codes.push({ kind: 'equipment', erpCode: ticket.equipmentCode });
  if (ticket.equipmentGroupCode) codes.push({ kind: 'group', erpCode: ticket.equipmentGroupCode });
  if (ticket.locationCode) codes.push({ kind: 'location', erpCode: ticket.locationCode });
  const seen = new Set<string>();
  return codes.filter((code) => {
    const key = `${code.kind}:${code.erpCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The codes that keep a ticket from becoming an order: unmapped fields, products not mapped nor
 * ignored, units of its kept lines without a measure unit. Equipment, groups and offices are
 * optional: an order can be made without them.
 */
export function issuesOf(ticket: TErpTicket, lookup: TMappingLookup): TCodeRef[] {
  const kept = ticket.products.filter((line) => !lookup.isIgnored(line.code));
  const units = [...kept.map((line) => line.unit), ...(ticket.carrierUnit ? [ticket.carrierUnit] : [])];
  return codesOf(ticket).filter((code) => {
    if (code.kind === 'field' || code.kind === 'product') {
      if (code.kind === 'product' && lookup.isIgnored(code.erpCode)) return false;
      return !lookup.targetOf(code.kind, code.erpCode)?.targetId;
    }
    if (code.kind === 'unit') return units.includes(code.erpCode) && !unitOf(lookup, code.erpCode);
    return false;
  });
}

/** Facts of the ticket's order the status reads. */
export interface TOrderFacts {
  /** In planning, on a machine or running: a changed ticket waits for the dispatcher. */
  isScheduled: boolean;
}

/** The status of a row (spec part 2 §4). */
export function rowStatusOf(
  ticket: TErpTicket,
  lookup: TMappingLookup,
  row: { workOrderId: number | null; needsUpdate: boolean },
  order: TOrderFacts | null,
): TIntegrationRowStatus {
  if (!ticket.fields.length) return INTEGRATION_ROW_STATUS.NO_FIELDS;
  const kept = ticket.products.filter((line) => !lookup.isIgnored(line.code));
  if (!kept.length) return INTEGRATION_ROW_STATUS.NO_PRODUCTS;
  if (row.workOrderId !== null && order) {
    if (row.needsUpdate) return INTEGRATION_ROW_STATUS.UPDATE;
    return order.isScheduled ? INTEGRATION_ROW_STATUS.SCHEDULED : INTEGRATION_ROW_STATUS.MAPPED;
  }
  return issuesOf(ticket, lookup).length
    ? INTEGRATION_ROW_STATUS.NOT_ATTACHED
    : INTEGRATION_ROW_STATUS.ATTACHED;
}

/** An amount per the ticket's area unit, in `unit`, as the base amount (l or kg) per hectare. */
export function perHectare(
  amount: number,
  unit: TMeasureUnitCode,
  base: 'l' | 'kg',
  areaUnit: TErpTicket['areaUnit'],
): number | null {
  const inBase = convertMeasure(amount, unit, base);
  if (inBase === null) return null;
  return areaUnit === 'ac' ? inBase / HECTARES_PER_ACRE : inBase;
}

/** The base amount a product's rate is kept in. */
export const baseUnitOf = (type: TProductType | null): 'l' | 'kg' =>
  type === 'DRY' || type === 'SEED' ? 'kg' : 'l';
