import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_EVENT } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { AlarmPopups } from './AlarmPopups';
import type { TAlarmLiveEvent } from './alarm-popups';

const live = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
vi.mock('../schedule/use-live-event', () => ({
  useLiveEvent: (event: string, enabled: boolean, onMessage: (payload: unknown) => void) => {
    if (enabled) live.handlers.set(event, onMessage);
  },
}));

const names = new Map([
  [7, 'Sprayer 7'],
  [8, 'Spreader 8'],
  [9, 'Tender 9'],
  [10, 'Sprayer 10'],
]);

function opened(id: number, machine: number, code: number, at: string): TAlarmLiveEvent {
  return {
    cdId: id,
    cdEquipamento: machine,
    cdEspecialAlarme: code,
    fgOnline: 1,
    acknowledged: false,
    dtHrLocal: at,
  };
}

function send(event: TAlarmLiveEvent) {
  act(() => live.handlers.get(ALARM_EVENT)?.(event));
}

const cards = () => screen.queryAllByTestId('alarm-popup');

describe('AlarmPopups', () => {
  beforeEach(() => live.handlers.clear());

  it('shows nothing until an alarm opens, then the machine, what happened and when', async () => {
    await renderWithApp(<AlarmPopups machineName={(id) => names.get(id) ?? null} onShow={() => undefined} />);
    expect(cards()).toHaveLength(0);
    send(opened(1, 7, 1, '2026-11-26T15:04:00Z'));
    const card = screen.getByTestId('alarm-popup');
    expect(card.textContent).toContain('Wrong field');
    expect(card.textContent).toContain('Sprayer 7');
    expect(card.textContent).toMatch(/\d{1,2}:04/);
  });

  it('selects and follows the machine from the card', async () => {
    const onShow = vi.fn();
    await renderWithApp(<AlarmPopups machineName={(id) => names.get(id) ?? null} onShow={onShow} />);
    send(opened(1, 8, 3, '2026-11-26T15:04:00Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Show on map' }));
    expect(onShow).toHaveBeenCalledWith(8);
  });

  it('stacks at most three, newest first, and a dismissed card goes away', async () => {
    await renderWithApp(<AlarmPopups machineName={(id) => names.get(id) ?? null} onShow={() => undefined} />);
    send(opened(1, 7, 1, '2026-11-26T15:01:00Z'));
    send(opened(2, 8, 3, '2026-11-26T15:02:00Z'));
    send(opened(3, 9, 4, '2026-11-26T15:03:00Z'));
    send(opened(4, 10, 2, '2026-11-26T15:04:00Z'));
    expect(cards().map((card) => within(card).getByText(/Sprayer|Spreader|Tender/).textContent)).toEqual([
      'Sprayer 10',
      'Tender 9',
      'Spreader 8',
    ]);
    const [newest] = cards();
    if (!newest) throw new Error('no card');
    fireEvent.click(within(newest).getByRole('button', { name: 'Dismiss' }));
    expect(cards()).toHaveLength(2);
    expect(cards()[0]?.textContent).toContain('Tender 9');
  });

  it('does not pop up an alarm that closed, was acknowledged, or is already shown', async () => {
    await renderWithApp(<AlarmPopups machineName={(id) => names.get(id) ?? null} onShow={() => undefined} />);
    send({ ...opened(1, 7, 1, '2026-11-26T15:01:00Z'), fgOnline: 0 });
    send({ ...opened(2, 7, 1, '2026-11-26T15:01:00Z'), acknowledged: true });
    expect(cards()).toHaveLength(0);
    send(opened(3, 7, 1, '2026-11-26T15:01:00Z'));
    send(opened(3, 7, 1, '2026-11-26T15:01:00Z'));
    expect(cards()).toHaveLength(1);
  });

  it('marks a card cleared when its alarm closes, and takes it away when someone acknowledges it', async () => {
    await renderWithApp(<AlarmPopups machineName={(id) => names.get(id) ?? null} onShow={() => undefined} />);
    send(opened(1, 7, 1, '2026-11-26T15:01:00Z'));
    send(opened(2, 8, 3, '2026-11-26T15:02:00Z'));
    expect(screen.queryByTestId('alarm-popup-cleared')).toBeNull();
    send({ ...opened(1, 7, 1, '2026-11-26T15:01:00Z'), fgOnline: 0 });
    expect(cards()).toHaveLength(2);
    const cleared = cards().find((card) => card.textContent?.includes('Sprayer 7'));
    expect(cleared?.dataset.cleared).toBe('true');
    expect(within(cleared!).getByTestId('alarm-popup-cleared').textContent).toMatch(
      /^Cleared at \d{1,2}:\d{2}/,
    );
    send({ ...opened(2, 8, 3, '2026-11-26T15:02:00Z'), acknowledged: true });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]?.textContent).toContain('Sprayer 7');
  });

  it('speaks the user language', async () => {
    await renderWithApp(<AlarmPopups machineName={() => null} onShow={() => undefined} />, {
      locale: 'pt-br',
    });
    send(opened(1, 42, 3, '2026-11-26T15:01:00Z'));
    expect(screen.getByRole('button', { name: 'Ver no mapa' })).toBeTruthy();
    expect(screen.getByTestId('alarm-popup').textContent).toContain('Máquina 42');
  });
});
