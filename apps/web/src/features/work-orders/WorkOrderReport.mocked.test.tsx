import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import type { TClosedOrderReport, TOrderCoverage } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { herbicide, orderRecord, sheetOf } from './work-order-fixtures';
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
    dispatchChecks: [],
    dispatchHours: 0,
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

const square: TOrderCoverage['rateSegments'][number]['geometry'] = {
  type: 'Polygon',
  coordinates: [
    [
      [-93.6, 42],
      [-93.59, 42],
      [-93.59, 42.01],
      [-93.6, 42],
    ],
  ],
};
// 100 ac covered, 1 ac of it twice, at 10 gal/ac (93.54 l/ha).
const coverage: TOrderCoverage = {
  cdOrdemServico: orderRecord.cdOrdemServico,
  covered: square,
  appliedArea: 40.468564,
  overlapArea: 0.40468564,
  overlapPercent: 1,
  fieldArea: 48.56,
  uncoveredArea: 8.0937,
  offTargetArea: 0,
  averageRate: 93.5396,
  appliedVolume: 3785.41,
  rateMin: 93.5396,
  rateMax: 93.5396,
  rateSegments: [{ rate: 93.5396, geometry: square }],
  trail: [
    [-93.6, 42],
    [-93.59, 42.01],
  ],
  bbox: [-93.6, 42, -93.59, 42.01],
  pointCount: 2,
  widthMetres: 18.288,
  computedAt: '2026-07-01T15:00:00Z',
};
let coverageAnswer: unknown = coverage;

let fetchMock: MockInstance<typeof fetch>;

let reportAnswer: TClosedOrderReport = report;

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
      units: 'language',
      roles: ['MANAGER'],
      owner: 'demo',
    },
  });
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/report')) return json(200, reportAnswer);
    if (url.includes('/coverage')) return json(200, coverageAnswer);
    if (url.includes('/documento-ordemservico/')) return json(200, sheetOf());
    return json(200, []);
  });
});

afterEach(() => {
  fetchMock.mockRestore();
  coverageAnswer = coverage;
  reportAnswer = report;
});

describe('closed-order report', { timeout: 30_000 }, () => {
  it('names each product whose licence was not in force on the closing day', async () => {
    await renderWithApp(<WorkOrderReport id={orderRecord.cdOrdemServico} />);
    expect(await screen.findByText('Missing: Dicamba', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('report-licence-alert').textContent).toBe(
      `${herbicide.descProduct}: Dicamba not in force`,
    );
  });

  it('shows the weather observed while applying beside the forecast the gate read at dispatch', async () => {
    const wind = (min: number, max: number) => ({
      factor: 'WIND' as const,
      observedMin: min,
      observedMax: max,
      limitMin: null,
      limitMax: 16,
      compliant: max <= 16,
    });
    reportAnswer = {
      ...report,
      compliance: {
        ...report.compliance,
        checks: [wind(20, 24)],
        weatherHours: 2,
        dispatchChecks: [wind(8, 8)],
        dispatchHours: 1,
      },
    };
    await renderWithApp(<WorkOrderReport id={orderRecord.cdOrdemServico} />);
    const row = await screen.findByTestId('compliance-dispatch', {}, { timeout: 8000 });
    expect(row.textContent).toContain('Forecast at dispatch');
    expect(row.textContent).toContain('mph');
    expect(screen.getByTestId('report-dispatch-hours').textContent).toContain('1 hour at the order’s fields');
  });

  it('shows no dispatch forecast for an order not sent through the gate', async () => {
    await renderWithApp(<WorkOrderReport id={orderRecord.cdOrdemServico} />);
    await screen.findByText('Missing: Dicamba', {}, { timeout: 8000 });
    expect(screen.queryByTestId('compliance-dispatch')).toBeNull();
  });

  it('shows the coverage figures, the trail and as-applied maps and the rate legend in acres and gal/ac', async () => {
    await renderWithApp(<WorkOrderReport id={orderRecord.cdOrdemServico} />);
    await screen.findByText('Area covered', {}, { timeout: 8000 });
    // Units and numbers are joined by no-break spaces.
    const text = (testId: string) => screen.getByTestId(testId).textContent!.replace(/\s/g, ' ');
    const figures = text('report-coverage');
    expect(figures).toContain('Area covered100 ac');
    expect(figures).toContain('1 ac (1%)');
    expect(figures).toContain('10 gal/ac');
    expect(figures).toContain('60 ft');
    expect(screen.getByTestId('report-trail-map')).toBeTruthy();
    expect(text('as-applied-legend')).toBe('10 gal/ac');
    expect(screen.queryByTestId('report-map')).toBeNull();
  });

  it('shows the planned fields with a note when no positions were reported', async () => {
    coverageAnswer = { ...coverage, pointCount: 0, rateSegments: [], trail: [], covered: null };
    await renderWithApp(<WorkOrderReport id={orderRecord.cdOrdemServico} />, { locale: 'pt-br' });
    expect(
      await screen.findByText('Nenhuma posição foi enviada para esta ordem.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('report-map')).toBeTruthy();
    expect(screen.queryByTestId('report-trail-map')).toBeNull();
  });
});
