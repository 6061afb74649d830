import type enUsMonitoring from '../en-us/monitoring';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us monitoring texts: Canadian spelling where it differs. */
const monitoring: TMessageOverrides<typeof enUsMonitoring> = {
  states: { travelling: 'Travelling' },
  trails: { travelling: 'Trail travelling' },
};

export default monitoring;
