import type enUsAgronomy from '../en-us/agronomy';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us agronomy texts: Canadian spelling and registration numbers. */
const agronomy: TMessageOverrides<typeof enUsAgronomy> = {
  units: { gl: 'gigalitre', l: 'litre', m: 'metre', ml: 'millilitre' },
  products: {
    columns: { epa: 'PCP reg. no.' },
    fields: { epa: 'PCP reg. no.' },
  },
  territories: { color: 'Map colour' },
};

export default agronomy;
