import type { TMachineState, TWorkOrderStatus } from '@tramline/domain';

/** A machine's colour on the map and in the list, by state. */
export const STATE_COLOURS: Readonly<Record<TMachineState, string>> = {
  applying: '#2f9e44',
  travelling: '#1c7ed6',
  refilling: '#f08c00',
  cleaning: '#ae3ec9',
  stopped: '#e03131',
  offline: '#868e96',
};

/** Trail lines: product going out, or moving with the boom off. */
export const TRAIL_COLOURS = { applying: '#2f9e44', travelling: '#4dabf7' } as const;

/** Today's order fields, by the order's status. */
export const ORDER_STATUS_COLOURS: Readonly<Record<TWorkOrderStatus, string>> = {
  1: '#adb5bd',
  2: '#1c7ed6',
  3: '#e03131',
  4: '#2f9e44',
  5: '#f59f00',
  6: '#495057',
  7: '#e03131',
};
