import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { TWorkOrderListRow } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { orderRecord } from './work-order-fixtures';
import { WorkOrderList } from './WorkOrderList';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const {
  fields: _fields,
  products: _products,
  fieldIds: _fieldIds,
  applicatorId: _applicatorId,
  carrierRate: _carrierRate,
  cropId: _cropId,
  traitPackage: _traitPackage,
  plannedStart: _plannedStart,
  plannedEnd: _plannedEnd,
  totalArea: _totalArea,
  totalVolume: _totalVolume,
  totalMass: _totalMass,
  appliedVolume: _appliedVolume,
  appliedArea: _appliedArea,
  batchCount: _batchCount,
  minSpeed: _minSpeed,
  maxSpeed: _maxSpeed,
  observation: _observation,
  startedAt: _startedAt,
  cleanEquipment: _cleanEquipment,
  ...summary
} = orderRecord;

const available: TWorkOrderListRow = {
  ...summary,
  dayState: 'READY',
  plannedDate: '2026-06-12',
  machineId: null,
  machineName: null,
  firstRate: { rate: 2.5, rateUnit: 'l' },
  productCount: 2,
};
const inconsistent: TWorkOrderListRow = {
  ...available,
  cdOrdemServico: 1043,
  vlOrdemServico: 'A-1043',
  description: 'Product gone',
  inconsistencies: ['SEM_ID'],
  ordemPendente: true,
  rank: 10,
  rankName: 'inconsistent',
  selectable: false,
};
const alerted: TWorkOrderListRow = {
  ...available,
  cdOrdemServico: 1044,
  vlOrdemServico: 'A-1044',
  description: 'Windy pass',
  qtdAlertas: 2,
  // Typed as 32 fl oz/ac, kept per hectare in litres.
  firstRate: { rate: 2.3385, rateUnit: 'fl oz' },
  licenceAlerts: [{ productId: 12, descProduct: 'XtendiMax', date: '2026-06-10', missing: ['DICAMBA'] }],
  rank: 6,
  rankName: 'alerts',
  selectable: true,
};
const scheduled: TWorkOrderListRow = {
  ...available,
  cdOrdemServico: 1045,
  vlOrdemServico: 'A-1045',
  description: 'In a schedule',
  dayState: 'SENT',
  plannedDate: '2026-06-15',
  machineId: 7,
  machineName: 'Sprayer 7',
  // Entered in pounds, kept per hectare in kilograms: 150 kg/ha is 133.8 lb/ac.
  firstRate: { rate: 150, rateUnit: 'lb' },
  productCount: 1,
  rank: 8,
  rankName: 'scheduled',
  selectable: false,
};
const deleted: TWorkOrderListRow = {
  ...available,
  cdOrdemServico: 1046,
  vlOrdemServico: 'A-1046',
  description: 'Gone for now',
  status: 6,
  dayState: 'DELETED',
};
const rows = [alerted, scheduled, available, inconsistent, deleted];

let fetchMock: MockInstance<typeof fetch>;
let onWrite: (url: string, init: RequestInit) => Response;
/** What `/coverage` answers: nothing reported unless a test sets it. */
let coverageAnswer: object | null = null;

beforeEach(() => {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 4,
      login: 'dispatcher',
      name: 'Kyle Peterson',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles: ['DISPATCHER'],
      owner: 'demo',
    },
  });
  onWrite = () => json(200, orderRecord);
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method && init.method !== 'GET') return onWrite(url, init);
    if (url.startsWith('/api/ordemservicos/all-order-by-status-products'))
      return json(200, { content: rows, totalElements: rows.length, totalPages: 1, number: 0, size: 20 });
    if (url.startsWith('/api/ordemservicos/uso/')) return json(200, { inUse: false, uses: 0 });
    if (url.endsWith('/coverage'))
      return coverageAnswer
        ? json(200, coverageAnswer)
        : json(404, { code: 'notFound', message: 'Not found' });
    if (url.startsWith(`/api/ordemservicos/${orderRecord.cdOrdemServico}`)) return json(200, orderRecord);
    if (url.startsWith('/api/activeLocation'))
      return json(200, {
        locations: [
          { cdLocalizacaoId: 5, dsLocalizacaoEscritorio: 'North yard', cdUnidade: 1 },
          { cdLocalizacaoId: 6, dsLocalizacaoEscritorio: 'South yard', cdUnidade: 1 },
        ],
        active: [5],
      });
    if (
      url.startsWith('/api/equipamentos') ||
      url.startsWith('/api/config-proc-ordem-servico') ||
      url.startsWith('/api/produtor')
    )
      return json(200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 500 });
    return json(200, []);
  });
});

/** Shows where the app is, so a test can read the URL the list keeps its filters in. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  fetchMock.mockRestore();
  coverageAnswer = null;
});

const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const listUrls = () =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/ordemservicos/all-order-by-status-products'));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** Signs in as a user of one role, the rest as in the default session. */
function signInAs(role: 'APPLICATOR' | 'MIX_OPERATOR' | 'DISPATCHER') {
  const session = sessionStore.get()!;
  sessionStore.set({ ...session, user: { ...session.user, login: role.toLowerCase(), roles: [role] } });
}

/** The items of a row's actions menu. */
async function menuItems(ticket: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
  fireEvent.click(screen.getByRole('button', { name: `Actions for ticket ${ticket}` }));
  await screen.findByRole('menuitem', { name: 'History', hidden: true }, { timeout: 8000 });
  return screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
}

async function openMenu(ticket: string, item: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
  fireEvent.click(screen.getByRole('button', { name: `Actions for ticket ${ticket}` }));
  // Mounted while its opening transition runs: found hidden or not.
  fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }, { timeout: 8000 }));
}

describe('WorkOrderList', { timeout: 30_000 }, () => {
  it('shows an applicator no New, Edit or Delete, which the server would refuse, but the close it may do', async () => {
    signInAs('APPLICATOR');
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Burndown before soybeans', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'New work order' })).toBeNull();
    const items = await menuItems('A-1042');
    expect(items).not.toContain('Edit');
    expect(items).not.toContain('Delete');
    expect(items).toEqual(expect.arrayContaining(['Mark as completed', 'Print']));
  });

  it('shows a dispatcher New, Edit and Delete', async () => {
    signInAs('DISPATCHER');
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Burndown before soybeans', {}, { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'New work order' })).toBeTruthy();
    const items = await menuItems('A-1042');
    expect(items).toEqual(expect.arrayContaining(['Edit', 'Delete']));
  });
  it('styles rows with alerts as warnings and inconsistent ones as danger', async () => {
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Product gone', {}, { timeout: 8000 });
    expect(rowOf('Product gone').className).toContain('work-order-row-danger');
    expect(rowOf('Product gone').getAttribute('style')).toContain('--mantine-color-red-light');
    expect(rowOf('Windy pass').className).toContain('work-order-row-warning');
    expect(rowOf('Burndown before soybeans').className).not.toMatch(/work-order-row/);
  });

  it('names the products the applicator is not licensed for in the alert badge', async () => {
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Windy pass', {}, { timeout: 8000 });
    expect(
      within(rowOf('Windy pass')).getByLabelText(
        '2 compliance alerts. Applicator not licensed for XtendiMax on 06/10/2026 (missing: Dicamba)',
      ),
    ).toBeTruthy();
  });

  it('voids only the plannable selected orders, after a confirmation', async () => {
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Product gone', {}, { timeout: 8000 });
    const box = (ticket: string) =>
      screen.getByRole('checkbox', { name: `Select ticket ${ticket}` }) as HTMLInputElement;
    fireEvent.click(box('A-1042'));
    fireEvent.click(box('A-1044'));
    fireEvent.click(box('A-1045'));
    const bar = await screen.findByTestId('work-order-selection');
    expect(bar.textContent).toContain('Selected: 3');
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel (void) 2' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel (void) the selected orders: 2?' },
      { timeout: 8000 },
    );
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel (void) 2' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map(([url]) => String(url))).toEqual([
      '/api/ordemservicos/1042/cancel',
      '/api/ordemservicos/1044/cancel',
    ]);
    expect(await screen.findByText('Orders canceled: 2', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('work-order-selection')).toBeNull());
  });

  it('shows each row in its day state with planned day, machine and rate in the user units', async () => {
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('In a schedule', {}, { timeout: 8000 });
    const row = within(rowOf('In a schedule'));
    expect(row.getByText('Sent')).toBeTruthy();
    expect(row.getByText('Sprayer 7')).toBeTruthy();
    expect(row.getByText('06/15/2026')).toBeTruthy();
    expect(rowOf('In a schedule').textContent).toMatch(/133\.8\d*\s?lb\/ac/);
    const plain = within(rowOf('Burndown before soybeans'));
    expect(plain.getByText('Ready')).toBeTruthy();
    expect(rowOf('Burndown before soybeans').textContent).toMatch(/gal\/ac.*\+1/);
    expect(rowOf('Windy pass').textContent).toMatch(/32 fl oz\/ac.*\+1/);
  });

  it('reads its filters from the URL and keeps a changed one there', async () => {
    await renderWithApp(
      <>
        <WorkOrderList />
        <Where />
      </>,
      { path: '/records/orders?state=SENT&machine=7&planned-from=2026-06-01&planned-to=2026-06-30' },
    );
    await screen.findByText('In a schedule', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(listUrls().at(-1)).toMatch(
        /plannedFrom=2026-06-01.*plannedTo=2026-06-30.*machineId=7.*dayState=SENT/,
      ),
    );
    const state = screen
      .getAllByLabelText('State')
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden')!;
    fireEvent.click(state);
    fireEvent.click(await screen.findByRole('option', { name: 'Scheduled', hidden: true }));
    await waitFor(() => expect(where()).toContain('state=SCHEDULED'));
    expect(where()).toContain('machine=7');
    await waitFor(() => expect(listUrls().at(-1)).toContain('dayState=SCHEDULED'));
  });

  it('opens the order from its row', async () => {
    await renderWithApp(
      <>
        <WorkOrderList />
        <Where />
      </>,
      { path: '/records/orders' },
    );
    await screen.findByText('Windy pass', {}, { timeout: 8000 });
    fireEvent.click(screen.getByText('Windy pass'));
    await waitFor(() => expect(where()).toBe('/records/orders/1044'));
  });

  it('prints the selected orders as one document only after a confirmation', async () => {
    await renderWithApp(
      <>
        <WorkOrderList />
        <Where />
      </>,
      { path: '/records/orders' },
    );
    await screen.findByText('Windy pass', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ticket A-1044' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ticket A-1045' }));
    const bar = await screen.findByTestId('work-order-selection');
    fireEvent.click(within(bar).getByRole('button', { name: 'Print 2' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Print the selected orders: 2?' },
      { timeout: 8000 },
    );
    expect(where()).toBe('/records/orders');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print 2' }));
    await waitFor(() => expect(where()).toBe('/records/orders/print?ids=1044,1045'));
  });

  it('moves the selected orders to a day only after one is picked and confirmed, and counts what stayed', async () => {
    onWrite = () => json(200, { moved: 1, refused: [{ id: 1045, reason: 'inSchedule' }] });
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Windy pass', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ticket A-1044' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ticket A-1045' }));
    const bar = await screen.findByTestId('work-order-selection');
    fireEvent.click(within(bar).getByRole('button', { name: 'Move 2 to a day' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Move the selected orders to a day: 2' },
      { timeout: 8000 },
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Move 2 to a day' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Day' }));
    const days = await screen.findAllByRole('button', { name: /\b15\b/, hidden: true });
    fireEvent.click(days[0]!);
    const confirm = await within(dialog).findByRole('button', { name: /^Move 2 to / });
    expect(writes()).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0]!;
    expect(String(url)).toBe('/api/ordemservicos/planned-date');
    const body = JSON.parse(String(init!.body)) as { orders: { id: number }[]; date: string };
    expect(body.orders.map((order) => order.id)).toEqual([1044, 1045]);
    expect(body.date).toMatch(/^\d{4}-\d{2}-15$/);
    expect(
      await screen.findByText(
        'Orders moved: 1. In a schedule (move them on the schedule): 1.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  });

  it('filters by the active locations first, and by the locations the user picks', async () => {
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Product gone', {}, { timeout: 8000 });
    await waitFor(() => expect(listUrls().at(-1)).toContain('locations=5'));
    const input = screen
      .getAllByLabelText('Locations')
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden')!;
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'South yard', hidden: true }));
    await waitFor(() => expect(listUrls().at(-1)).toMatch(/locations=5&locations=6/));
  });

  it('closes with the applied area typed and the planned volume, in SI', async () => {
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Burndown before soybeans', {}, { timeout: 8000 });
    await openMenu('A-1042', 'Mark as completed');
    const dialog = await screen.findByRole('dialog', { name: 'Close ticket A-1042' }, { timeout: 8000 });
    const area = within(dialog).getByRole('textbox', { name: /Applied area \(ac\)/ });
    await waitFor(() => expect(area.getAttribute('placeholder')).toBe('120'));
    fireEvent.change(area, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0]!;
    expect(String(url)).toBe('/api/ordemservicos/1042/close');
    const body = JSON.parse(String(init!.body)) as { appliedArea: number; appliedVolume: number };
    expect(body.appliedArea).toBeCloseTo(40.4686, 3);
    expect(body.appliedVolume).toBeCloseTo(orderRecord.totalVolume, 6);
    expect(await screen.findByText('Ticket A-1042 saved', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('prefills the close dialog with the area and volume the machines reported, still editable', async () => {
    // 100 ac covered and 1,000 gal put out, as the order's coverage reports them.
    coverageAnswer = {
      cdOrdemServico: orderRecord.cdOrdemServico,
      covered: null,
      appliedArea: 40.468564,
      overlapArea: 0,
      overlapPercent: 0,
      fieldArea: 48.56,
      uncoveredArea: 8.09,
      offTargetArea: 0,
      averageRate: 93.5,
      appliedVolume: 3785.411784,
      rateMin: 93.5,
      rateMax: 93.5,
      rateSegments: [],
      trail: [],
      bbox: null,
      pointCount: 120,
      widthMetres: 18.288,
      computedAt: '2026-07-01T15:00:00Z',
    };
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Burndown before soybeans', {}, { timeout: 8000 });
    await openMenu('A-1042', 'Mark as completed');
    const dialog = await screen.findByRole('dialog', { name: 'Close ticket A-1042' }, { timeout: 8000 });
    const area = within(dialog).getByRole('textbox', { name: /Applied area \(ac\)/ });
    const volume = within(dialog).getByRole('textbox', { name: /Applied volume \(gal\)/ });
    await waitFor(() => expect((area as HTMLInputElement).value).toBe('100'));
    expect((volume as HTMLInputElement).value).toBe('1000');
    expect(within(dialog).getAllByText('Prefilled with what the machines reported')).toHaveLength(2);
    fireEvent.change(volume, { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = JSON.parse(String(writes()[0]![1]!.body)) as { appliedArea: number; appliedVolume: number };
    expect(body.appliedArea).toBeCloseTo(40.4686, 3);
    expect(body.appliedVolume).toBeCloseTo(3406.87, 1);
  });

  it("says 'Error Removing Order' and 'Error Restoring Order' on failures, and names deletes and restores", async () => {
    onWrite = () => json(409, { code: 'conflict', message: 'The order changed meanwhile' });
    await renderWithApp(<WorkOrderList />);
    await screen.findByText('Burndown before soybeans', {}, { timeout: 8000 });
    await openMenu('A-1042', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete ticket A-1042?' }, { timeout: 8000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error Removing Order', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('The order changed meanwhile')).toBeTruthy();
    onWrite = () => json(200, orderRecord);
    await openMenu('A-1043', 'Delete');
    const second = await screen.findByRole('dialog', { name: 'Delete ticket A-1043?' }, { timeout: 8000 });
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ticket A-1043 deleted', {}, { timeout: 8000 })).toBeTruthy();
    onWrite = () => json(409, { code: 'conflict', message: 'Not deleted any more' });
    await openMenu('A-1046', 'Restore');
    expect(await screen.findByText('Error Restoring Order', {}, { timeout: 8000 })).toBeTruthy();
    onWrite = () => json(200, orderRecord);
    await openMenu('A-1046', 'Restore');
    expect(await screen.findByText('Ticket A-1046 restored', {}, { timeout: 8000 })).toBeTruthy();
  });
});
