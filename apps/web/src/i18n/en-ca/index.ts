import people from './people';
import fleet from './fleet';
import agronomy from './agronomy';
import schedule from './schedule';
import monitoring from './monitoring';
import alerts from './alerts';
import workOrders from './work-orders';
import enUs from '../en-us';
import type { TMessageOverrides, TTranslation } from '../types';
import { mergeMessages } from '../merge-messages';

/**
 * English (Canada): the en-us texts with Canadian wording where it differs. Keys must exist in
 * en-us (a test checks it); everything else reads the en-us text.
 */
export const enCaOverrides: TMessageOverrides<TTranslation> = {
  people,
  fleet,
  agronomy,
  schedule,
  monitoring,
  alerts,
  workOrders,
  // The shell's texts read the same in Canada; screens with colour, licence or centre add theirs here.
};

const enCa: TTranslation = mergeMessages(enUs, enCaOverrides);

export default enCa;
