import { sheetTextsOf } from '@tramline/domain';
import type enUsWorkOrders from '../en-us/work-orders';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us work-order texts: Canadian spelling where it differs. */
const workOrders: TMessageOverrides<typeof enUsWorkOrders> = {
  print: {
    licenceNumber: sheetTextsOf('en-ca').licenceNumber,
  },
};

export default workOrders;
