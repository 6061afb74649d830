import type enUsFleet from '../en-us/fleet';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us fleet texts: Canadian spelling where it differs. */
const fleet: TMessageOverrides<typeof enUsFleet> = {
  hub: {
    cards: {
      employees: { description: 'Operators and drivers with their applicator licences' },
    },
  },
};

export default fleet;
