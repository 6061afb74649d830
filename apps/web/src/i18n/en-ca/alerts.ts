import type enUsAlerts from '../en-us/alerts';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us alerts texts: Canadian spelling where it differs. */
const alerts: TMessageOverrides<typeof enUsAlerts> = {
  notifications: {
    types: {
      canceledWorkOrder: 'Cancelled work order',
    },
  },
};

export default alerts;
