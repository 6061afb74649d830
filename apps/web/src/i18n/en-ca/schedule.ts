import type enUsSchedule from '../en-us/schedule';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us schedule texts: Canadian spelling where it differs. */
const schedule: TMessageOverrides<typeof enUsSchedule> = {
  map: { colourBy: 'Colour by' },
  progress: { cancelled: 'The optimization was cancelled.' },
  send: { gate: { rules: { licence: 'Applicator licence' } } },
};

export default schedule;
