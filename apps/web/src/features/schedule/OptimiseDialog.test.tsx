import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TGroupWithEquipment } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { OptimiseDialog } from './OptimiseDialog';
import type { TScheduleDay } from './use-schedule-day';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const GROUP: TGroupWithEquipment = {
  configuracaoId: 4,
  configName: 'Spray crew',
  autoSend: false,
  autoSendHour: null,
  hasWorkingHours: true,
  tenders: [],
  equipments: [
    {
      equipamentoId: 7,
      name: 'Sprayer 7',
      equipmentType: 'SPRAYER',
      warehouse: null,
      hasPlan: false,
      sentAt: null,
    },
  ],
};

const DAY = { date: '2030-05-06', locale: 'en-us' } as unknown as TScheduleDay;

const SENT_DAY = {
  code: 'planningSentNeedsConfirmation',
  message:
    'This schedule was already sent to the machine. Confirm to change it; the change will be sent to the machine.',
};

/** Answers the optimise call: 409 until the request confirms the sent day. */
function mockOptimise() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/add-ordens-otimizando-equipamentos')) {
      const body = JSON.parse(String(init?.body)) as { confirmSent?: boolean };
      return body.confirmSent ? json(200, { processHash: 'job-1' }) : json(409, SENT_DAY);
    }
    return json(404, { code: 'notFound', message: 'Not found' });
  });
}

const optimiseCalls = (fetch: ReturnType<typeof mockOptimise>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('/add-ordens-otimizando-equipamentos'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function openAndOptimise(onStarted: (hash: string) => void) {
  await renderWithApp(
    <OptimiseDialog
      opened
      onClose={() => {}}
      day={DAY}
      group={GROUP}
      selected={[11, 12]}
      planned={[]}
      onStarted={onStarted}
    />,
  );
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Sprayer 7' }));
  fireEvent.click(screen.getByRole('button', { name: 'Optimize' }));
  return screen.findByText(
    'This day was already sent to the machines; changes will need a re-send. Optimize it again?',
  );
}

describe('optimising a day already sent', () => {
  beforeEach(() => {
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
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the dispatcher to confirm and starts again with confirmSent', async () => {
    const fetch = mockOptimise();
    const onStarted = vi.fn();
    await openAndOptimise(onStarted);
    fireEvent.click(screen.getByRole('button', { name: 'Optimize again' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('job-1'), { timeout: 5000 });
    const calls = optimiseCalls(fetch);
    expect(calls).toHaveLength(2);
    expect(calls[0]).not.toHaveProperty('confirmSent');
    expect(calls[1]).toMatchObject({ confirmSent: true, equipamentosId: [7], ordensId: [11, 12] });
    expect(screen.queryByTestId('optimise-error')).toBeNull();
  });

  it('starts nothing when the dispatcher declines', async () => {
    const fetch = mockOptimise();
    const onStarted = vi.fn();
    await openAndOptimise(onStarted);
    const dialog = await screen.findByRole('dialog', { name: 'This day was already sent' });
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')!,
    );
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'This day was already sent' })).toBeNull(),
      { timeout: 5000 },
    );
    expect(optimiseCalls(fetch)).toHaveLength(1);
    expect(onStarted).not.toHaveBeenCalled();
    expect(screen.queryByTestId('optimise-error')).toBeNull();
  });
});
