import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TEmployeeRecord, TProductRecord } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { herbicide, orderRecord, products } from './work-order-fixtures';
import { zonedToday } from './work-order-form-values';
import { WorkOrderForm } from './WorkOrderForm';

const CHICAGO = 'America/Chicago';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 500 };
const farms = [
  {
    id: 4,
    growerId: 3,
    growerName: 'Hansen Farms',
    name: 'Home place',
    code: null,
    fieldCount: 2,
    areaHectares: 48.5623,
    version: 1,
  },
];

let fetchMock: MockInstance<typeof fetch>;
let onSave: (init: RequestInit) => Response;
let employees: TEmployeeRecord[] = [];

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
  onSave = () => json(200, orderRecord);
  employees = [];
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'PUT' || init?.method === 'POST') return onSave(init);
    if (url.startsWith('/api/fazendas')) return json(200, farms);
    // No field list: the map stays closed in jsdom and the form reads areas from the order.
    if (url.startsWith('/api/talhoes')) return json(503, { code: 'unavailable', message: 'unavailable' });
    if (url.startsWith('/api/culturas')) return json(200, []);
    if (url.startsWith('/api/funcionario'))
      return json(200, { ...emptyPage, content: employees, totalElements: employees.length, totalPages: 1 });
    if (url.startsWith('/api/activeLocation')) return json(200, { locations: [], active: [] });
    return json(200, emptyPage);
  });
});

afterEach(() => fetchMock.mockRestore());

const saves = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');

describe('work-order form', { timeout: 30_000 }, () => {
  it('shows the spec’s messages on the fields and sends nothing while they stand', async () => {
    await renderWithApp(<WorkOrderForm products={products} timeZone={CHICAGO} />);
    fireEvent.change(screen.getByLabelText('Minimum speed'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Maximum speed'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create work order' }));
    expect(await screen.findByText('Maximum speed must be greater than minimum')).toBeTruthy();
    expect(screen.getAllByText('This is a required field!').length).toBeGreaterThanOrEqual(5);
    expect(saves()).toHaveLength(0);
  });

  it('computes the area, the product total and the volume while the rate and carrier are typed', async () => {
    await renderWithApp(<WorkOrderForm record={orderRecord} products={products} timeZone={CHICAGO} />);
    expect(screen.getByTestId('order-area').textContent).toMatch(/^120\sac$/);
    expect((screen.getByLabelText(/^Rate/) as HTMLInputElement).value).toBe('32');
    fireEvent.change(screen.getByLabelText(/^Rate/), { target: { value: '48' } });
    // 48 fl oz/ac over 120 ac is 45 gal.
    await waitFor(() => expect(screen.getByTestId('line-total').textContent).toMatch(/^45\sgal$/));
    fireEvent.change(screen.getByLabelText(/^Carrier/), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByTestId('order-volume').textContent).toMatch(/^2,400\sgal$/));
  });

  it('puts the server’s 400 on the product the equipment group cannot carry', async () => {
    const message = 'The equipment group cannot carry Roundup PowerMAX 3: it needs a liquid machine';
    onSave = () =>
      json(400, {
        code: 'workOrderProductMixture',
        message,
        details: [{ path: 'body.products.0.productId', code: 'workOrderProductMixture', message }],
      });
    await renderWithApp(<WorkOrderForm record={orderRecord} products={products} timeZone={CHICAGO} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]![1]!.body))).toMatchObject({
      cdOrdemServico: 1042,
      version: 3,
      products: [{ productId: 11, rate: 2.3385 }],
    });
    await waitFor(() =>
      expect(
        screen.getAllByLabelText(/^Product/).some((input) => input.getAttribute('aria-invalid') === 'true'),
      ).toBe(true),
    );
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });

  it('tells an applicator why the new-order form is read-only, and offers no Create', async () => {
    const session = sessionStore.get()!;
    sessionStore.set({ ...session, user: { ...session.user, roles: ['APPLICATOR'] } });
    await renderWithApp(<WorkOrderForm products={products} timeZone={CHICAGO} />);
    expect(screen.getByTestId('read-only-notice').textContent).toContain(
      'Your role can look at work orders but not create or change them.',
    );
    expect(screen.queryByRole('button', { name: 'Create work order' })).toBeNull();
    expect(screen.getByLabelText(/^Description/).matches(':disabled')).toBe(true);
  });

  it('gives a dispatcher the new-order form to fill in, with no read-only notice', async () => {
    await renderWithApp(<WorkOrderForm products={products} timeZone={CHICAGO} />);
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(screen.getByLabelText(/^Description/).matches(':disabled')).toBe(false);
  });

  it('opens an order with a trip sent today read-only with the server’s lock message', async () => {
    await renderWithApp(
      <WorkOrderForm
        record={{ ...orderRecord, tripSentOn: zonedToday(CHICAGO) }}
        products={products}
        timeZone={CHICAGO}
      />,
    );
    expect(screen.getByTestId('trip-lock').textContent).toContain(
      'A trip was already sent for this Work Order today. Because of this, the order cannot be edited.',
    );
    expect(screen.getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText(/^Description/).matches(':disabled')).toBe(true);
  });

  it('shows rates and areas in metric units in pt-br', async () => {
    await renderWithApp(
      <WorkOrderForm record={orderRecord} products={products} timeZone="America/Cuiaba" />,
      { locale: 'pt-br' },
    );
    expect(screen.getByTestId('order-area').textContent).toMatch(/^48,56\sha$/);
    expect((screen.getByLabelText(/^Dose/) as HTMLInputElement).value).toBe('2.338,5');
    expect(screen.getByText('ml/ha')).toBeTruthy();
  });
});

describe("work-order form: the applicator's licences", { timeout: 30_000 }, () => {
  const licence = (type: 'APPLICATOR' | 'DICAMBA', expirationDate: string) => ({
    id: type === 'APPLICATOR' ? 1 : 2,
    type,
    number: `IA-${type}`,
    effectiveDate: '2025-01-01',
    expirationDate,
    status: 'ACTIVE' as const,
    version: 1,
  });
  const dana: TEmployeeRecord = {
    id: 31,
    code: 'E-31',
    credential: 'BADGE-31',
    name: 'Dana Licensed',
    cdUnidade: 1,
    description: null,
    language: 'en',
    role: 'OPERATOR',
    status: 'ACTIVE',
    licences: [licence('APPLICATOR', '2026-06-30')],
    version: 1,
  };
  const dicamba: TProductRecord = { ...herbicide, licenceRequired: 'DICAMBA' };
  const dicambaProducts = products.map((product) => (product.id === herbicide.id ? dicamba : product));
  const order = { ...orderRecord, applicatorId: dana.id };
  const warning = () => screen.queryByTestId('applicator-licence-warning');

  it('warns under the applicator, before saving, naming the product and the licence it lacks on the planned start', async () => {
    employees = [dana];
    await renderWithApp(<WorkOrderForm record={order} products={dicambaProducts} timeZone={CHICAGO} />);
    // Planned to start on 21 April 2026 in Chicago: the applicator licence is in force, no dicamba one.
    await waitFor(() =>
      expect(warning()?.textContent).toBe(
        'Dana Licensed is not licensed for Roundup PowerMAX 3 on 04/21/2026 (missing: Dicamba). The order can still be saved.',
      ),
    );
    fireEvent.change(screen.getByLabelText('Planned start'), { target: { value: '2026-07-02T08:00' } });
    fireEvent.change(screen.getByLabelText('Planned end'), { target: { value: '2026-07-02T12:00' } });
    await waitFor(() => expect(warning()?.textContent).toContain('(missing: Applicator, Dicamba)'));
    expect(warning()?.textContent).toContain('on 07/02/2026');
    // A warning: saving stays allowed.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]![1]!.body))).toMatchObject({ applicatorId: dana.id });
  });

  it('says nothing when the applicator holds every licence the products ask for', async () => {
    employees = [
      { ...dana, licences: [licence('APPLICATOR', '2026-12-31'), licence('DICAMBA', '2026-12-31')] },
    ];
    await renderWithApp(<WorkOrderForm record={order} products={dicambaProducts} timeZone={CHICAGO} />);
    expect(await screen.findByDisplayValue('Dana Licensed', {}, { timeout: 5_000 })).toBeTruthy();
    expect(warning()).toBeNull();
  });

  it('says nothing for products that need no licence', async () => {
    employees = [{ ...dana, licences: [] }];
    await renderWithApp(<WorkOrderForm record={order} products={products} timeZone={CHICAGO} />);
    expect(await screen.findByDisplayValue('Dana Licensed', {}, { timeout: 5_000 })).toBeTruthy();
    expect(warning()).toBeNull();
  });

  it('in Portuguese too', async () => {
    employees = [dana];
    await renderWithApp(
      <WorkOrderForm record={order} products={dicambaProducts} timeZone="America/Cuiaba" />,
      { locale: 'pt-br' },
    );
    await waitFor(() =>
      expect(warning()?.textContent).toBe(
        'Dana Licensed não tem licença para Roundup PowerMAX 3 em 21/04/2026 (faltando: Dicamba). A ordem ainda pode ser salva.',
      ),
    );
  });
});
