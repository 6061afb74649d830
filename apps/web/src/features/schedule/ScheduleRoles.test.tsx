import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { EMPTY_PLAN_SUMMARY, type TGroupWithEquipment, type TPlan, type TRole } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { MachineTimeline } from './MachineTimeline';
import { ScheduleToolbar } from './ScheduleToolbar';
import { useDayPlans } from './use-day-plans';
import { useScheduleDay } from './use-schedule-day';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const group: TGroupWithEquipment = {
  configuracaoId: 3,
  configName: 'Sprayers',
  autoSend: false,
  autoSendHour: null,
  hasWorkingHours: true,
  tenders: [],
  equipments: [
    {
      equipamentoId: 7,
      name: 'Sprayer 7',
      equipmentType: 'sprayer',
      warehouse: null,
      hasPlan: true,
      sentAt: null,
    },
  ],
};

/** A machine day with one order, on whatever day the screen opens (today). */
function planOn(date: string): TPlan {
  const at = (clock: string) => `${date}T${clock}:00.000Z`;
  return {
    planejamentoId: 1,
    equipamentoId: 7,
    equipmentName: 'Sprayer 7',
    configuracaoId: 3,
    referencia: date,
    tipo: 'MANUAL',
    active: true,
    version: 2,
    sentAt: null,
    readOnly: false,
    hasAutomatic: false,
    hasManual: true,
    canRevert: false,
    workingStart: at('12:00'),
    workingEnd: at('20:00'),
    overtimeEnd: at('22:00'),
    items: [
      {
        id: 1,
        planejamentoId: 1,
        equipamentoId: 7,
        sequencia: 1,
        kind: 'order',
        cdOrdemServico: 101,
        ordemExtra: false,
        ordemExtraAceita: false,
        plannedStart: at('12:30'),
        plannedEnd: at('14:00'),
        travelSeconds: 0,
        cleaningSeconds: 0,
        appliedSeconds: 0,
        area: 10,
        volume: 100,
        batches: 1,
        description: null,
        vlOrdemServico: '4101',
        status: 1,
        fieldNames: ['North 40'],
        productNames: [],
      },
    ],
    activities: [],
    summary: EMPTY_PLAN_SUMMARY,
  } as TPlan;
}

/** The schedule's toolbar and timeline, fed as the screen feeds them. */
function Schedule() {
  const day = useScheduleDay();
  const plans = useDayPlans(day, false);
  return (
    <DndContext>
      <ScheduleToolbar
        day={day}
        onOptimise={vi.fn()}
        onReplan={vi.fn()}
        onSettings={vi.fn()}
        onSendLog={vi.fn()}
        onShare={vi.fn()}
        onRefresh={vi.fn()}
      />
      <MachineTimeline
        day={day}
        plans={plans}
        onItemAction={vi.fn()}
        onRowAction={vi.fn()}
        onVersion={vi.fn()}
      />
    </DndContext>
  );
}

function signInAs(role: TRole) {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 4,
      login: role.toLowerCase(),
      name: 'Kyle Peterson',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles: [role],
      owner: 'demo',
    },
  });
}

/** The items of the machine row's menu, once the day's plan has drawn. */
async function rowMenuItems() {
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Sprayer 7' }, { timeout: 8000 }));
  await screen.findByRole('menuitem', { name: 'Download TaskData', hidden: true }, { timeout: 8000 });
  return screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
}

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/configuracoes-com-info-equipamento')) return json([group]);
    if (url.pathname.endsWith('/_search')) return json([planOn(url.searchParams.get('data')!)]);
    return json([]);
  });
});

afterEach(() => fetchMock.mockRestore());

describe('the schedule by role', { timeout: 30_000 }, () => {
  it('shows an applicator the day read-only: no Optimize, no settings, no send or clear', async () => {
    signInAs('APPLICATOR');
    await renderWithApp(<Schedule />);
    expect(await screen.findByTestId('schedule-read-only', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Optimize with the AI scheduler' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Optimization settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-plan from now' })).toBeNull();
    const items = await rowMenuItems();
    expect(items).not.toContain('Send the day to the machine');
    expect(items).not.toContain('Clear the machine’s day');
  });

  it('shows a mix operator the same read-only day', async () => {
    signInAs('MIX_OPERATOR');
    await renderWithApp(<Schedule />);
    expect(await screen.findByTestId('schedule-read-only', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Optimize with the AI scheduler' })).toBeNull();
  });

  it('gives a dispatcher Optimize, Re-plan from now, Send and Clear', async () => {
    signInAs('DISPATCHER');
    await renderWithApp(<Schedule />);
    expect(
      await screen.findByRole('button', { name: 'Optimize with the AI scheduler' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('schedule-read-only')).toBeNull();
    // The day shown is today: a running day can be re-planned.
    expect(screen.getByRole('button', { name: 'Re-plan from now' })).toBeTruthy();
    const items = await rowMenuItems();
    expect(items).toEqual(expect.arrayContaining(['Send the day to the machine', 'Clear the machine’s day']));
  });
});
