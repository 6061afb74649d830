import { randomId } from '@mantine/hooks';
import {
  capacityQuantityOf,
  type TCompartment,
  type TCompartmentInput,
  type TLocale,
  type TMixtureType,
  type TUnitSystem,
} from '@tramline/domain';
import { fromInputValue, toInputValue, type TInputNumber } from '../../records/input-units';

/** A compartment as a form holds it: capacity in the locale's unit, the stored SI value kept beside it. */
export interface TCompartmentValues {
  key: string;
  id?: number;
  name: string;
  capacity: TInputNumber;
  mixtureType: TMixtureType;
  /** Stored capacity, litres or kilograms; a field left unchanged keeps it exactly. */
  original: number | null;
}

export function newCompartment(mixtureType: TMixtureType, name = ''): TCompartmentValues {
  return { key: randomId(), name, capacity: '', mixtureType, original: null };
}

export function compartmentValuesOf(
  compartments: readonly TCompartment[],
  locale: TLocale,
  system?: TUnitSystem,
): TCompartmentValues[] {
  return compartments.map((compartment) => ({
    key: randomId(),
    id: compartment.id,
    name: compartment.name,
    capacity: toInputValue(capacityQuantityOf(compartment.mixtureType), compartment.capacity, locale, system),
    mixtureType: compartment.mixtureType,
    original: compartment.capacity,
  }));
}

/** The wire compartments; an empty capacity stays null so the schema answers 'required'. */
export function compartmentInputsOf(
  values: readonly TCompartmentValues[],
  locale: TLocale,
  system?: TUnitSystem,
): TCompartmentInput[] {
  return values.map((value) => {
    const original = value.original;
    return {
      ...(value.id === undefined ? {} : { id: value.id }),
      name: value.name,
      capacity: fromInputValue(
        capacityQuantityOf(value.mixtureType),
        value.capacity,
        locale,
        original,
        system,
      ) as number,
      mixtureType: value.mixtureType,
    };
  });
}
