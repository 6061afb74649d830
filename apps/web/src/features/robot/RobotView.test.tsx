import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TEmployeeRecord, TRobotExecution, TRobotWorkOrder, TWorkOrderSummary } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { orderRecord } from '../work-orders/work-order-fixtures';
import { RobotView } from './RobotView';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const summary: TWorkOrderSummary = Object.fromEntries(
  Object.entries(orderRecord).filter(
    ([key]) =>
      ![
        'fields',
        'products',
        'fieldIds',
        'applicatorId',
        'carrierRate',
        'cropId',
        'traitPackage',
        'plannedStart',
        'plannedEnd',
        'totalArea',
        'totalVolume',
        'totalMass',
        'appliedVolume',
        'appliedArea',
        'batchCount',
        'minSpeed',
        'maxSpeed',
        'observation',
        'startedAt',
        'cleanEquipment',
      ].includes(key),
  ),
) as TWorkOrderSummary;
const order: TRobotWorkOrder = { ...summary, equipmentGroupName: 'Robots', link: null };
const execution: TRobotExecution = {
  id: `71-20260610-${order.cdOrdemServico}`,
  equipamentoId: 71,
  equipmentName: 'Solix #71',
  date: '2026-06-10',
  start: '2026-06-10T14:00:00.000Z',
  end: '2026-06-10T15:00:00.000Z',
  durationSeconds: 3600,
  distanceKm: 4.2,
  applyingKm: 3.9,
  pointCount: 360,
  cdOrdemServico: order.cdOrdemServico,
  fieldId: 3,
  fieldName: 'North 40',
  linkId: null,
};
const manager: TEmployeeRecord = {
  id: 9,
  code: 'IA-107',
  credential: 'B-1',
  name: 'Sam Whitaker',
  cdUnidade: 1,
  description: null,
  language: 'en',
  role: 'ROBOT_MANAGER',
  status: 'ACTIVE',
  licences: [
    {
      id: 31,
      type: 'APPLICATOR',
      number: 'IA-CA-1',
      effectiveDate: '2025-01-01',
      expirationDate: '2099-12-31',
      status: 'ACTIVE',
      version: 1,
    },
  ],
  version: 1,
};

let fetchMock: MockInstance<typeof fetch>;

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
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/robo/ordemservico/link'))
      return json(400, {
        code: 'robotLinkError',
        message: 'Error saving link between work order and execution',
      });
    if (url.startsWith('/api/robo/ordemservico'))
      return json(200, { content: [order], totalElements: 1, totalPages: 1, number: 0, size: 20 });
    if (url.startsWith('/api/sgp-api/v2/demo')) return json(200, [execution]);
    if (url.startsWith('/api/funcionario/cargo-robo')) return json(200, [manager]);
    if (init?.method === 'POST') return json(404, { code: 'notFound', message: 'Not found' });
    return json(200, []);
  });
});

afterEach(() => fetchMock.mockRestore());

const linkCall = () =>
  fetchMock.mock.calls.find(
    ([input, init]) => String(input).startsWith('/api/robo/ordemservico/link') && init?.method === 'POST',
  );

describe('RobotView', () => {
  it('lists robot orders with their link state and the executions of the period', async () => {
    await renderWithApp(<RobotView />);
    expect(await screen.findByText(order.description)).toBeTruthy();
    expect(screen.getByText('Not linked')).toBeTruthy();
    fireEvent.click(screen.getByTestId('robot-tab-executions'));
    expect(await screen.findByText('Solix #71')).toBeTruthy();
    expect(screen.getByText('North 40')).toBeTruthy();
  });

  it('signs a link with the chosen execution, robot manager and licence, and shows the server message on refusal', async () => {
    await renderWithApp(<RobotView />);
    fireEvent.click(await screen.findByTestId(`robot-link-${order.cdOrdemServico}`));
    const sign = await screen.findByTestId('robot-link-sign');
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('cargo-robo'))).toBe(true),
    );
    const open = (testId: string) => {
      const input = screen.getByTestId(testId);
      fireEvent.focus(input);
      fireEvent.click(input);
    };
    open('robot-link-employee');
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Whitaker', hidden: true }));
    open('robot-link-licence');
    fireEvent.click(await screen.findByRole('option', { name: /IA-CA-1/, hidden: true }));
    fireEvent.change(screen.getByTestId('robot-link-signature'), { target: { value: 'Sam Whitaker' } });
    await waitFor(() =>
      expect((screen.getByTestId('robot-link-sign') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('robot-link-sign'));
    await waitFor(() => expect(linkCall()).toBeTruthy());
    expect(JSON.parse(String(linkCall()![1]!.body))).toEqual({
      cdOrdemServico: order.cdOrdemServico,
      execucoes: [execution.id],
      funcionarioId: 9,
      licencaId: 31,
      assinatura: 'Sam Whitaker',
    });
    expect(await screen.findByText('Error saving link between work order and execution')).toBeTruthy();
  });

  it('signs with a drawn signature sent as a PNG data URL, and clearing it takes the signature away', async () => {
    const stroke = vi.fn();
    const context = {
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      stroke,
      clearRect: vi.fn(),
    };
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const drawing = 'data:image/png;base64,iVBORw0KGgo=';
    const toDataUrl = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(drawing);
    try {
      await renderWithApp(<RobotView />);
      fireEvent.click(await screen.findByTestId(`robot-link-${order.cdOrdemServico}`));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([input]) => String(input).includes('cargo-robo'))).toBe(true),
      );
      for (const [testId, option] of [
        ['robot-link-employee', 'Sam Whitaker'],
        ['robot-link-licence', /IA-CA-1/],
      ] as const) {
        const input = screen.getByTestId(testId);
        fireEvent.focus(input);
        fireEvent.click(input);
        fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
      }
      fireEvent.click(screen.getByText('Draw'));
      const pad = await screen.findByTestId('robot-link-signature-pad');
      const sign = () => screen.getByTestId('robot-link-sign') as HTMLButtonElement;
      expect(sign().disabled).toBe(true);
      fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
      fireEvent.pointerUp(pad, { pointerId: 1 });
      expect(stroke).toHaveBeenCalled();
      await waitFor(() => expect(sign().disabled).toBe(false));
      fireEvent.click(screen.getByTestId('robot-link-signature-clear'));
      await waitFor(() => expect(sign().disabled).toBe(true));
      fireEvent.pointerDown(pad, { clientX: 20, clientY: 20, pointerId: 2 });
      fireEvent.pointerUp(pad, { pointerId: 2 });
      await waitFor(() => expect(sign().disabled).toBe(false));
      fireEvent.click(sign());
      await waitFor(() => expect(linkCall()).toBeTruthy());
      expect(JSON.parse(String(linkCall()![1]!.body)).assinatura).toBe(drawing);
    } finally {
      getContext.mockRestore();
      toDataUrl.mockRestore();
    }
  });

  it('reads in Portuguese', async () => {
    await renderWithApp(<RobotView />, { locale: 'pt-br' });
    expect(await screen.findByText('Ordens de serviço de robôs')).toBeTruthy();
    expect(await screen.findByText('Sem vínculo')).toBeTruthy();
  });
});
