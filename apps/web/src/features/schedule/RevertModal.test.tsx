import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EMPTY_PLAN_SUMMARY, type TPlan, type TPlanItem } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { RevertModal } from './RevertModal';
import type { TMachine } from './TimelineRow';
import type { TScheduleDay } from './use-schedule-day';

const at = (clock: string) => `2026-06-02T${clock}:00.000Z`;

function orderItem(id: number, sequencia: number, start: string, field: string): TPlanItem {
  return {
    id,
    planejamentoId: 1,
    equipamentoId: 7,
    sequencia,
    kind: 'order',
    cdOrdemServico: 100 + id,
    ordemExtra: false,
    ordemExtraAceita: false,
    plannedStart: at(start),
    plannedEnd: null,
    travelSeconds: 0,
    cleaningSeconds: 0,
    appliedSeconds: 0,
    area: 10,
    volume: 100,
    batches: 1,
    description: null,
    vlOrdemServico: String(100 + id),
    status: 1,
    fieldNames: [field],
    productNames: [],
  };
}

function planOf(tipo: 'AUTOMATICO' | 'MANUAL', planejamentoId: number, items: TPlanItem[]): TPlan {
  return {
    planejamentoId,
    equipamentoId: 7,
    equipmentName: 'Sprayer 7',
    configuracaoId: 3,
    referencia: '2026-06-02',
    tipo,
    active: false,
    version: 1,
    sentAt: null,
    readOnly: false,
    hasAutomatic: true,
    hasManual: true,
    canRevert: false,
    workingStart: null,
    workingEnd: null,
    overtimeEnd: null,
    items,
    activities: [],
    summary: EMPTY_PLAN_SUMMARY,
  } as TPlan;
}

const machine: TMachine = {
  equipamentoId: 7,
  name: 'Sprayer 7',
  equipmentType: 'sprayer',
  warehouse: null,
  hasPlan: true,
  sentAt: null,
};
const active = planOf('MANUAL', 9, [orderItem(1, 1, '12:00', 'North 40')]);
const day = { date: '2026-06-02', groupId: 3, locale: 'en-us', timeZone: 'UTC' } as TScheduleDay;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('revert preview', () => {
  it('shows the previous custom version the server will restore, not the optimised plan', async () => {
    sessionStore.set({
      token: 'test-token',
      user: {
        id: 1,
        login: 'dispatcher',
        name: 'Dana Pruitt',
        email: null,
        unit: 1,
        language: 'en-us',
        units: 'language',
        roles: ['DISPATCHER'],
        owner: 'demo',
      },
    });
    const previous = planOf('MANUAL', 8, [
      orderItem(1, 1, '12:00', 'North 40'),
      orderItem(2, 2, '13:30', 'Creek bottom'),
    ]);
    const optimised = planOf('AUTOMATICO', 5, [orderItem(3, 1, '12:00', 'Optimised field')]);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/reverter/previa')) return json(200, previous);
      if (url.includes('/_search')) return json(200, [optimised]);
      return json(404, { code: 'notFound', message: 'Not found' });
    });
    try {
      await renderWithApp(
        <RevertModal target={{ machine, plan: active }} day={day} onClose={() => {}} onDone={() => {}} />,
      );
      expect(await screen.findByText('The previous custom version that will be active again:')).toBeTruthy();
      expect(screen.getByText(/Creek bottom/)).toBeTruthy();
      expect(screen.queryByText(/Optimised field/)).toBeNull();
      const [url] = fetch.mock.calls.find(([input]) => String(input).includes('/reverter/previa'))!;
      expect(String(url)).toContain('referencia=2026-06-02');
      expect(String(url)).toContain('configuracaoId=3');
      expect(String(url)).toContain('equipamentoId=7');
    } finally {
      fetch.mockRestore();
    }
  });

  it('names an optimised target as the optimised plan, and shows why there is nothing to revert', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        json(409, { code: 'planningNothingToRevert', message: 'There is no previous plan to revert to.' }),
      );
    try {
      await renderWithApp(
        <RevertModal target={{ machine, plan: active }} day={day} onClose={() => {}} onDone={() => {}} />,
      );
      expect(await screen.findByText('There is no previous plan to revert to.')).toBeTruthy();
    } finally {
      fetch.mockRestore();
    }
    const optimised = planOf('AUTOMATICO', 5, [orderItem(3, 1, '12:00', 'Optimised field')]);
    const again = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, optimised));
    try {
      await renderWithApp(
        <RevertModal
          target={{ machine, plan: { ...active, version: 2 } }}
          day={day}
          onClose={() => {}}
          onDone={() => {}}
        />,
      );
      expect(await screen.findByText('The optimized plan that will be active again:')).toBeTruthy();
      await waitFor(() => expect(screen.getAllByText(/Optimised field/).length).toBeGreaterThan(0));
    } finally {
      again.mockRestore();
    }
  });
});
