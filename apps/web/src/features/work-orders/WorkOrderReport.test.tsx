import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import type { TClosedOrderReport } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { herbicide, orderRecord } from './work-order-fixtures';
import { WorkOrderReport } from './WorkOrderReport';

// The map needs WebGL, which jsdom lacks; the report's texts are what is checked here.
vi.mock('../maps/FieldMap', () => ({ FieldMap: () => null }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const report: TClosedOrderReport = {
  workOrder: {
    cdOrdemServico: orderRecord.cdOrdemServico,
    vlOrdemServico: orderRecord.vlOrdemServico,
    description: orderRecord.description,
    growerName: orderRecord.growerName,
    farmName: orderRecord.farmName,
    equipmentGroupName: orderRecord.equipmentGroupName,
    timing: orderRecord.timing,
    applicationType: orderRecord.applicationType,
    products: orderRecord.products,
    fields: [],
  },
  application: {
    plannedArea: 48.56,
    appliedArea: 48.56,
    plannedVolume: 6800,
    appliedVolume: 6700,
    plannedStart: null,
    plannedEnd: null,
    startedAt: '2026-07-01T14:00:00Z',
    closedAt: '2026-07-01T15:00:00Z',
    plannedDuration: null,
    actualDuration: 3600,
    cleanEquipment: true,
  },
  compliance: {
    checks: [],
    weatherHours: 0,
    licenceInForce: false,
    missingLicences: ['DICAMBA'],
    licenceAlerts: [
      {
        productId: herbicide.id,
        descProduct: herbicide.descProduct,
        date: '2026-07-01',
        missing: ['DICAMBA'],
      },
    ],
  },
  applicator: { id: 9, name: 'Lee Certified', code: 'IA-109', licences: [] },
  mapSource: 'planned-fields',
};

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 4,
      login: 'manager',
      name: 'Kyle Peterson',
      email: null,
      unit: 1,
      language: 'en-us',
      roles: ['MANAGER'],
      owner: 'demo',
    },
  });
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/report')) return json(200, report);
    if (url.includes('/documento-ordemservico/'))
      return json(200, {
        order: orderRecord,
        fields: [],
        products: [herbicide],
        applicatorName: 'Lee Certified',
        timeZone: 'America/Chicago',
      });
    return json(200, []);
  });
});

afterEach(() => fetchMock.mockRestore());

describe('closed-order report', { timeout: 30_000 }, () => {
  it('names each product whose licence was not in force on the closing day', async () => {
    await renderWithApp(<WorkOrderReport id={orderRecord.cdOrdemServico} />);
    expect(await screen.findByText('Missing: Dicamba', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('report-licence-alert').textContent).toBe(
      `${herbicide.descProduct}: Dicamba not in force`,
    );
  });
});
