import {
  effectiveImplementIdOf,
  formatMessage,
  groupImplementFactsOf,
  groupMachineFactsOf,
  memberIssues,
  tenderIssues,
  type TEquipmentRecord,
  type TImplementRecord,
  type TLocale,
} from '@tramline/domain';
import { numberOrNull } from '../../records/input-units';
import type { TGroupFormValues } from './group-form-values';

/** What the form knows of the machines and implements its entries name. */
export interface TGroupRuleFacts {
  /** Machines the form offers (members and tenders), by id. */
  machines: ReadonlyMap<number, TEquipmentRecord>;
  /** Implements a machine can work with, once loaded; undefined while unknown. */
  implementsOf: (equipmentId: number) => readonly TImplementRecord[] | undefined;
}

/**
 * The member and tender rules of spec part 2 §5 (the same functions the server runs), on the
 * entries whose machine and implements the form has loaded, by form path. An entry whose facts are
 * not known yet is left to the server.
 */
export function groupRuleErrors(
  values: Pick<TGroupFormValues, 'equipments' | 'tenderTrucks'>,
  facts: TGroupRuleFacts,
  locale: TLocale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  values.equipments.forEach((member, index) => {
    const machine = member.cdEquipamento ? facts.machines.get(Number(member.cdEquipamento)) : undefined;
    if (!machine) return;
    const choices = facts.implementsOf(machine.cdEquipamento);
    if (!choices) return;
    const entry = {
      implementId: numberOrNull(member.implementId),
      compartmentCount: numberOrNull(member.compartmentCount),
    };
    const implementId = effectiveImplementIdOf(machine, entry);
    const implement = implementId === null ? undefined : choices.find((choice) => choice.id === implementId);
    if (implementId !== null && !implement && !machine.hasFixedImplement) return;
    for (const issue of memberIssues(groupMachineFactsOf(machine), entry, groupImplementFactsOf(implement)))
      errors[`equipments.${index}.${issue.field}`] ??= formatMessage(issue.key, locale);
  });
  values.tenderTrucks.forEach((tender, index) => {
    const machine = tender.cdEquipamento ? facts.machines.get(Number(tender.cdEquipamento)) : undefined;
    if (!machine) return;
    let trailer: TImplementRecord | undefined;
    if (machine.fixedImplementId !== null) {
      const choices = facts.implementsOf(machine.cdEquipamento);
      if (!choices) return;
      trailer = choices.find((choice) => choice.id === machine.fixedImplementId);
    }
    for (const issue of tenderIssues(groupMachineFactsOf(machine), groupImplementFactsOf(trailer)))
      errors[`tenderTrucks.${index}.${issue.field}`] ??= formatMessage(issue.key, locale);
  });
  return errors;
}
