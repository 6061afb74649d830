import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMPTY_PLAN_SUMMARY, type TLabelGateViolation, type TPlan, type TRole } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { SendDayModal } from './SendDayModal';
import type { TMachine } from './TimelineRow';
import type { TScheduleDay } from './use-schedule-day';

const machine: TMachine = {
  equipamentoId: 7,
  name: 'Sprayer 7',
  equipmentType: 'sprayer',
  warehouse: null,
  hasPlan: true,
  sentAt: null,
};
const plan = {
  planejamentoId: 9,
  equipamentoId: 7,
  configuracaoId: 3,
  referencia: '2026-06-02',
  items: [],
  activities: [],
  summary: EMPTY_PLAN_SUMMARY,
} as unknown as TPlan;
const day = { date: '2026-06-02', groupId: 3, locale: 'en-us', timeZone: 'UTC' } as TScheduleDay;

const violation: TLabelGateViolation = {
  rule: 'windMax',
  message: 'Wind 16.8 mph over the maximum 9.3 mph of Roundup',
  cdOrdemServico: 101,
  vlOrdemServico: '2041',
  productId: 5,
  productName: 'Roundup',
  fieldName: 'North 40',
  hour: '2026-06-02T14:00:00.000Z',
  value: 27,
  limit: 15,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signIn(roles: TRole[]) {
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
      roles,
      owner: 'demo',
    },
  });
}

describe('sending a day the label gate refuses', () => {
  it('lists each violation and sends with the typed override reason', async () => {
    signIn(['DISPATCHER']);
    const bodies: unknown[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { overrideReason?: string };
      bodies.push(body);
      if (!body.overrideReason)
        return json(409, {
          code: 'labelGateRefused',
          message: 'The day breaks 1 label requirements',
          details: { violations: [violation] },
        });
      return json(201, {});
    });
    const onDone = vi.fn();
    try {
      await renderWithApp(
        <SendDayModal target={{ machine, plan }} day={day} onClose={() => {}} onDone={onDone} />,
      );
      fireEvent.click(await screen.findByTestId('send-confirm'));
      expect(await screen.findByText('This day breaks 1 label requirement')).toBeTruthy();
      expect(screen.getByText('#2041')).toBeTruthy();
      expect(screen.getByText('Wind over maximum')).toBeTruthy();
      expect(screen.getByText(violation.message)).toBeTruthy();
      expect(screen.getByText('16.8 mph vs 9.3 mph')).toBeTruthy();
      const override = screen.getByTestId('label-gate-override') as HTMLButtonElement;
      expect(override.disabled).toBe(true);
      fireEvent.change(screen.getByTestId('label-gate-reason'), { target: { value: 'Calm on site' } });
      fireEvent.click(override);
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(bodies.at(-1)).toEqual({ planejamentoId: 9, overrideReason: 'Calm on site' });
    } finally {
      fetch.mockRestore();
    }
  });

  it('offers no override to a user without the send permission', async () => {
    signIn(['MIX_OPERATOR']);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(409, {
        code: 'labelGateRefused',
        message: 'The day breaks 1 label requirements',
        details: { violations: [violation] },
      }),
    );
    try {
      await renderWithApp(
        <SendDayModal target={{ machine, plan }} day={day} onClose={() => {}} onDone={() => {}} />,
      );
      fireEvent.click(await screen.findByTestId('send-confirm'));
      expect(
        await screen.findByText('Only users who may send schedules can send this day anyway.'),
      ).toBeTruthy();
      expect(screen.queryByTestId('label-gate-override')).toBeNull();
    } finally {
      fetch.mockRestore();
    }
  });
});
