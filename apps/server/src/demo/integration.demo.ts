import { createHash } from 'node:crypto';
import { ZErpTicket, type TErpTicket } from '@tramline/domain';
import { integrationMappings, integrationRows } from '../modules/integration/integration.tables';
import { codesOf } from '../modules/integration/integration.tickets';
import type { TDemoContext } from './demo-context';

/**
 * Blend tickets the Central Iowa branch's ERP sent and nobody has mapped yet, so /integrationv2
 * opens on pending items: corn pre-emergence in April, soybean post in June, and one ticket still
 * without fields. Codes are the ERP's own; mapping them is the dispatcher's first task.
 */
const TICKETS: unknown[] = [
  {
    ticketNumber: 'IA-BT-24017',
    revision: 1,
    growerCode: 'AGV-5520',
    growerName: 'Pedersen Family Farms',
    fields: [{ code: 'AGV-F-8812', name: 'Home 160', area: 152.3 }],
    products: [
      { code: 'AGV-ACUR', name: 'Acuron', rate: 2.5, unit: 'QT' },
      { code: 'AGV-ATRZ', name: 'AAtrex 4L', rate: 1, unit: 'QT' },
    ],
    carrierRate: 15,
    carrierUnit: 'GAL',
    crop: 'CORN',
    timing: 'PRE',
    applyAfter: '2027-04-20T12:00:00Z',
    applyBefore: '2027-05-05T12:00:00Z',
  },
  {
    ticketNumber: 'IA-BT-24018',
    revision: 0,
    growerCode: 'AGV-5531',
    growerName: 'Schmidt Grain',
    fields: [
      { code: 'AGV-F-9034', name: 'Creek East', area: 78.5 },
      { code: 'AGV-F-9035', name: 'Creek West', area: 64 },
    ],
    products: [
      { code: 'AGV-ENL1', name: 'Enlist One', rate: 32, unit: 'FLOZ' },
      { code: 'AGV-RUPM', name: 'Roundup PowerMAX 3', rate: 30, unit: 'FLOZ' },
      { code: 'AGV-AMS', name: 'AMS 3.4 lb', rate: 17, unit: 'LB' },
    ],
    carrierRate: 15,
    carrierUnit: 'GAL',
    crop: 'SOYBEAN',
    timing: 'POST',
    applyAfter: '2027-06-08T12:00:00Z',
    applyBefore: '2027-06-25T12:00:00Z',
  },
  {
    ticketNumber: 'IA-BT-24019',
    revision: 0,
    growerCode: 'AGV-5547',
    growerName: 'Larson Acres',
    fields: [],
    products: [{ code: 'AGV-CALL', name: 'Callisto', rate: 3, unit: 'FLOZ' }],
    crop: 'CORN',
    timing: 'POST',
  },
];

export const integrationDemoSeeder = {
  name: 'integration',
  async seed(context: TDemoContext) {
    const scope = { ownerId: context.ownerId, unitId: context.units.iowa };
    const tickets: TErpTicket[] = TICKETS.map((ticket) => ZErpTicket.parse(ticket));
    await context.db.insert(integrationRows).values(
      tickets.map((ticket) => ({
        ...scope,
        ticketNumber: ticket.ticketNumber,
        ticket,
        ticketHash: createHash('sha256').update(JSON.stringify(ticket)).digest('hex'),
      })),
    );
    const nameOf = new Map<string, string | null>();
    for (const ticket of tickets) {
      for (const field of ticket.fields) nameOf.set(`field:${field.code}`, field.name ?? null);
      for (const line of ticket.products) nameOf.set(`product:${line.code}`, line.name ?? null);
    }
    const codes = new Map(
      tickets
        .flatMap(codesOf)
        .map((code) => [
          `${code.kind}:${code.erpCode}`,
          { ...code, erpName: nameOf.get(`${code.kind}:${code.erpCode}`) ?? null },
        ]),
    );
    await context.db
      .insert(integrationMappings)
      .values([...codes.values()].map((code) => ({ ...scope, ...code })));
  },
};
