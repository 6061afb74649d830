import dayjs from 'dayjs';
import { SIMULATOR_MAX_SPEED, type TSimulatorStartInput, type TSimulatorTiming } from '@tramline/domain';

/** What the simulator form holds; `requestOf` turns it into the start request. */
export interface TSimulatorFormValues {
  date: string | null;
  by: 'machines' | 'group';
  equipmentIds: string[];
  groupId: string | null;
  speedFactor: number;
  timing: TSimulatorTiming;
  breakdown: boolean;
  breakdownMinutes: number;
  wrongField: boolean;
  skipOrder: boolean;
}

export function initialSimulatorValues(): TSimulatorFormValues {
  return {
    date: dayjs().format('YYYY-MM-DD'),
    by: 'group',
    equipmentIds: [],
    groupId: null,
    speedFactor: SIMULATOR_MAX_SPEED,
    timing: 'startNow',
    breakdown: false,
    breakdownMinutes: 20,
    wrongField: false,
    skipOrder: false,
  };
}

export function requestOf(values: TSimulatorFormValues): TSimulatorStartInput {
  return {
    date: values.date ?? '',
    ...(values.by === 'machines'
      ? { equipmentIds: values.equipmentIds.map(Number) }
      : values.groupId
        ? { groupId: Number(values.groupId) }
        : {}),
    speedFactor: values.speedFactor,
    timing: values.timing,
    disturbances: {
      breakdownMinutes: values.breakdown ? values.breakdownMinutes : null,
      wrongField: values.wrongField,
      skipOrder: values.skipOrder,
    },
  };
}

/** The request's error paths as the form's fields: the group's when a group is chosen. */
export function formPathOf(path: string, values: TSimulatorFormValues): string {
  if (path === 'equipmentIds' && values.by === 'group') return 'groupId';
  if (path === 'disturbances.breakdownMinutes') return 'breakdownMinutes';
  return path;
}
