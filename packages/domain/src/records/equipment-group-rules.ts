import type { TMessageKey } from '../messages';
import type { TMixtureType } from './compartment';
import type { TEquipmentRecord, TEquipmentType } from './equipment';
import type { TImplementKind, TImplementRecord } from './implement';

/* What makes a machine fit to be a member or a tender of an equipment group. */

/** What the group rules need to know of a machine. */
export interface TGroupMachineFacts {
  id: number;
  type: TEquipmentType;
  hasFixedImplement: boolean;
  fixedImplementId: number | null;
  implementType: TImplementKind | null;
  trailerType: string | null;
  tankCapacity: number | null;
  compartmentCount: number;
}

/** What the group rules need to know of an implement or trailer. */
export interface TGroupImplementFacts {
  id: number;
  type: TImplementKind;
  fixed: boolean;
  fixedOnEquipmentId: number | null;
  capacity: number | null;
  mixtureType: TMixtureType;
  compartments: { capacity: number; mixtureType: TMixtureType }[];
}

/** The facts of a machine record the group rules read. */
export function groupMachineFactsOf(
  record: Pick<
    TEquipmentRecord,
    | 'cdEquipamento'
    | 'type'
    | 'hasFixedImplement'
    | 'fixedImplementId'
    | 'implementType'
    | 'trailerType'
    | 'tankCapacity'
    | 'compartments'
  >,
): TGroupMachineFacts {
  return {
    id: record.cdEquipamento,
    type: record.type,
    hasFixedImplement: record.hasFixedImplement,
    fixedImplementId: record.fixedImplementId,
    implementType: record.implementType,
    trailerType: record.trailerType,
    tankCapacity: record.tankCapacity,
    compartmentCount: record.compartments.length,
  };
}

/** The facts of an implement or trailer record the group rules read; none without a record. */
export function groupImplementFactsOf(
  record:
    | Pick<
        TImplementRecord,
        'id' | 'type' | 'fixed' | 'fixedOnEquipmentId' | 'capacity' | 'mixtureType' | 'compartments'
      >
    | null
    | undefined,
): TGroupImplementFacts | null {
  if (!record) return null;
  return {
    id: record.id,
    type: record.type,
    fixed: record.fixed,
    fixedOnEquipmentId: record.fixedOnEquipmentId,
    capacity: record.capacity,
    mixtureType: record.mixtureType,
    compartments: record.compartments,
  };
}

/** Machine types that must carry product (in their own tanks or an implement's) to be planned. */
const CARRYING_TYPES: readonly TEquipmentType[] = [
  'sprayer',
  'spreader',
  'combo',
  'tractor',
  'semi-truck',
  'tender-truck',
];
/** Machine types that carry nothing themselves and work through an implement. */
const IMPLEMENT_BOUND_TYPES: readonly TEquipmentType[] = ['tractor', 'semi-truck'];

export interface TGroupIssue {
  key: TMessageKey;
  /** Path inside the member entry, e.g. `implementId`. */
  field: string;
}

/**
 * The implement a member works with: the machine's fixed implement when it has one, else the one
 * the member names.
 */
export function effectiveImplementIdOf(
  machine: Pick<TGroupMachineFacts, 'hasFixedImplement' | 'fixedImplementId'>,
  member: { implementId: number | null },
): number | null {
  return machine.hasFixedImplement ? (member.implementId ?? machine.fixedImplementId) : member.implementId;
}

/**
 * Rules of spec part 2 §5 on a member machine: the implement is the one attached to the machine,
 * a trailer where the machine pulls one, with a capacity and compartments that fit it; the machine
 * has somewhere to carry product; the compartment count fits.
 */
export function memberIssues(
  machine: TGroupMachineFacts,
  member: { implementId: number | null; compartmentCount: number | null },
  implement: TGroupImplementFacts | null,
): TGroupIssue[] {
  const issues: TGroupIssue[] = [];
  const implementId = effectiveImplementIdOf(machine, member);
  if (machine.hasFixedImplement) {
    if (machine.fixedImplementId === null || (implementId === machine.fixedImplementId && !implement))
      return [{ key: 'groupFixedImplementNotFound', field: 'implementId' }];
    if (implementId !== machine.fixedImplementId) return [{ key: 'groupNoImplement', field: 'implementId' }];
  } else if (implement && implement.fixed && implement.fixedOnEquipmentId !== machine.id) {
    return [{ key: 'groupNoImplement', field: 'implementId' }];
  }
  if (!implement && IMPLEMENT_BOUND_TYPES.includes(machine.type))
    return [{ key: 'groupNoImplement', field: 'implementId' }];
  const pullsTrailer =
    machine.type === 'semi-truck' || machine.trailerType !== null || machine.implementType === 'trailer';
  if (implement && pullsTrailer && implement.type !== 'trailer')
    issues.push({ key: 'groupImplementNotTrailer', field: 'implementId' });
  if (implement) {
    if (!implement.capacity && implement.compartments.length === 0)
      issues.push({ key: 'groupImplementNoCapacity', field: 'implementId' });
    else if (!compartmentsFit(implement)) issues.push({ key: 'groupCompartmentSize', field: 'implementId' });
  }
  const available = implement?.compartments.length
    ? implement.compartments.length
    : machine.compartmentCount || (machine.tankCapacity || implement?.capacity ? 1 : 0);
  if (CARRYING_TYPES.includes(machine.type) && available === 0)
    issues.push({ key: 'groupEquipmentNoCompartments', field: 'cdEquipamento' });
  else if (member.compartmentCount !== null && available > 0 && member.compartmentCount > available)
    issues.push({ key: 'groupCompartmentSize', field: 'compartmentCount' });
  return issues;
}

/** Rules on a tender entry: the machine is a tender truck with compartments (its own or its fixed trailer's). */
export function tenderIssues(
  machine: TGroupMachineFacts,
  fixedTrailer: TGroupImplementFacts | null,
): TGroupIssue[] {
  if (machine.type !== 'tender-truck') return [{ key: 'groupNotTenderTruck', field: 'cdEquipamento' }];
  if (machine.compartmentCount === 0 && !fixedTrailer?.compartments.length)
    return [{ key: 'groupEquipmentNoCompartments', field: 'cdEquipamento' }];
  return [];
}

function compartmentsFit(implement: TGroupImplementFacts): boolean {
  if (implement.compartments.some((compartment) => !(compartment.capacity > 0))) return false;
  if (!implement.capacity) return true;
  const sameUnit = implement.compartments.filter(
    (compartment) => (compartment.mixtureType === 'DRY') === (implement.mixtureType === 'DRY'),
  );
  return sameUnit.reduce((sum, compartment) => sum + compartment.capacity, 0) <= implement.capacity + 0.001;
}
