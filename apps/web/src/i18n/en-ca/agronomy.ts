import type enUsAgronomy from '../en-us/agronomy';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us agronomy texts: Canadian spelling and registration numbers. */
const agronomy: TMessageOverrides<typeof enUsAgronomy> = {
  units: { gl: 'gigalitre', l: 'litre', m: 'metre', ml: 'millilitre' },
  licenceRequirements: {
    APPLICATOR: 'Certified applicator licence',
    DICAMBA: 'Dicamba licence (with an applicator licence)',
  },
  products: {
    columns: { epa: 'PCP reg. no.' },
    fields: { epa: 'PCP reg. no.', licenceRequired: 'Licence required' },
  },
  territories: { color: 'Map colour' },
};

export default agronomy;
