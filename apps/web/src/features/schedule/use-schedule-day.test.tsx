import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TGroupWithEquipment } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { json, signIn } from '../../test/screen-api';
import { scheduleStore } from './schedule-store';
import { useScheduleDay } from './use-schedule-day';

const groupOn = (date: string): TGroupWithEquipment => ({
  configuracaoId: 3,
  configName: `Sprayers on ${date}`,
  autoSend: false,
  autoSendHour: null,
  hasWorkingHours: true,
  tenders: [],
  equipments: [],
});

/** What the screen shows of its day: a loader until the groups first arrive, then the group. */
function Day() {
  const day = useScheduleDay();
  return <p>{day.groups.isPending ? 'loading' : day.group?.configName}</p>;
}

describe('the schedule day', () => {
  it('keeps the groups it shows while another date loads, so the screen and its dialogs stay', async () => {
    signIn('en-us', ['DISPATCHER']);
    scheduleStore.setDate('2026-12-07');
    let answerLater: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/configuracoes-com-info-equipamento')) return json([]);
      const date = url.searchParams.get('data')!;
      if (date === '2026-12-07') return json([groupOn(date)]);
      return new Promise<Response>((resolve) => (answerLater = resolve));
    });
    await renderWithApp(<Day />);
    expect(await screen.findByText('Sprayers on 2026-12-07')).toBeTruthy();

    // The next day (a date picked, or the branch's midnight): the last groups stay until it answers.
    act(() => scheduleStore.setDate('2026-12-08'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Sprayers on 2026-12-07')).toBeTruthy();
    await act(async () => answerLater(json([groupOn('2026-12-08')])));
    expect(await screen.findByText('Sprayers on 2026-12-08')).toBeTruthy();
  });
});
