import { describe, expect, it } from 'vitest';
import type { TIntegrationRow } from '@tramline/domain';
import { buildField, buildProduct } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { importTicketCsv } from './integration-test-files';

const { app, call, login } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

const CSV = [
  'Ticket,Grower,Field,Product,Rate,Unit,Equipment group',
  'CFG-1,G1,F-1,P-1,1,QT,ERP-GROUP',
  'CFG-2,G1,F-1,P-1,2,QT,',
].join('\n');

async function setUp() {
  const imported = await importTicketCsv(app, call, token, CSV);
  expect(imported.json()).toMatchObject({ created: 2 });
  const field = await buildField(services, auth);
  const product = await buildProduct(services, auth);
  for (const [kind, erpCode, targetId] of [
    ['field', 'F-1', field.id],
    ['product', 'P-1', product.id],
  ] as const)
    await services.integration.setMapping(auth, { kind, erpCode, targetId, targetCode: null });
  // The group that takes liquid products, as the ticket's are.
  const group = (await services.equipmentGroups.all(auth)).find((item) => item.mixtureType === 'LIQUID')!;
  await services.integration.setMapping(auth, {
    kind: 'group',
    erpCode: 'ERP-GROUP',
    targetId: group.id,
    targetCode: null,
  });
  const rows = (await call(token, 'GET', '/api/pendencias?size=100')).json<{ content: TIntegrationRow[] }>()
    .content;
  const rowOf = (ticket: string) => rows.find((row) => row.ticketNumber === ticket)!;
  return { group: group.id, first: rowOf('CFG-1'), second: rowOf('CFG-2') };
}
const ready = setUp();

const orderGroupOf = async (id: number) =>
  (await services.workOrders.findRecords(auth, [id]))[0]!.equipmentGroupId;

describe('the equipment group of a ticket (blendtickets/cfg)', () => {
  it('answers the group the ticket’s own code maps to until one is chosen', async () => {
    const { group, first, second } = await ready;
    expect(first).toMatchObject({ equipmentGroupId: group, equipmentGroupChosen: false });
    expect(second).toMatchObject({ equipmentGroupId: null, equipmentGroupChosen: false });
  });

  it('chooses a group for a ticket, and the order saved from it goes to that group', async () => {
    const { group, second } = await ready;
    const response = await call(token, 'POST', `/api/blendtickets/cfg/${second.id}/${group}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ticketNumber: 'CFG-2',
      equipmentGroupId: group,
      equipmentGroupChosen: true,
    });
    const saved = await call(token, 'POST', '/api/blendtickets/integrate', { ticketnumber: 'CFG-2' });
    expect(saved.json()).toMatchObject({ failed: [] });
    const orderId = saved.json<{ saved: { workOrderId: number }[] }>().saved[0]!.workOrderId;
    expect(await orderGroupOf(orderId)).toBe(group);
  });

  it('moves an order already made: back to the ticket’s own group on DELETE, to the chosen one on POST', async () => {
    const { group, second } = await ready;
    const orderId = (
      await services.integration.pendencies(auth, { page: 0, size: 100, status: 'A', search: undefined })
    ).content.find((row) => row.ticketNumber === 'CFG-2')!.workOrderId!;
    const back = await call(token, 'DELETE', `/api/blendtickets/cfg/${second.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      equipmentGroupId: null,
      equipmentGroupChosen: false,
      status: 'MAPPED',
    });
    expect(await orderGroupOf(orderId)).toBeNull();
    const moved = await call(token, 'POST', `/api/blendtickets/cfg/${second.id}/${group}`);
    expect(moved.json()).toMatchObject({ equipmentGroupId: group, status: 'MAPPED' });
    expect(await orderGroupOf(orderId)).toBe(group);
  });

  it('answers 404 for another owner’s group or row, 400 for a bad id, 403 without the permission', async () => {
    const { group: chosen, first } = await ready;
    const other = await login('demo', { owner: 'other' });
    const otherAuth = (await services.auth.authenticate(other))!;
    const [foreignGroup] = await services.equipmentGroups.all(otherAuth);
    if (foreignGroup)
      expect(
        (await call(token, 'POST', `/api/blendtickets/cfg/${first.id}/${foreignGroup.id}`)).statusCode,
      ).toBe(404);
    expect((await call(other, 'POST', `/api/blendtickets/cfg/${first.id}/${chosen}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/blendtickets/cfg/${first.id}`)).statusCode).toBe(404);
    expect((await call(token, 'POST', `/api/blendtickets/cfg/${first.id}/3000000000`)).statusCode).toBe(400);
    expect((await call(token, 'DELETE', '/api/blendtickets/cfg/abc')).statusCode).toBe(400);
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'POST', `/api/blendtickets/cfg/${first.id}/${chosen}`)).statusCode).toBe(
      403,
    );
    expect((await call(token, 'GET', `/api/pendencias?size=100`)).json().content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticketNumber: 'CFG-1', equipmentGroupId: expect.any(Number) }),
      ]),
    );
  });
});

describe('sync now on a branch that exchanges files', () => {
  it('answers 400 saying there is nothing to pull and where the export is uploaded', async () => {
    await ready;
    for (const [method, path] of [
      ['POST', '/api/integration/sync'],
      ['GET', '/api/integrar-dados/integrar'],
    ] as const) {
      const response = await call(token, method, path);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The branch exchanges files with its farm system, so there is nothing to pull: upload its export (CSV or XLSX) in Settings > Integration, Blend ticket files',
      );
    }
  });
});
