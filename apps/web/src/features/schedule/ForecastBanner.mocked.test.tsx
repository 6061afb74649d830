import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORECAST_CHANGED_EVENT, type TForecastChangedEvent, type TLocale } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { ForecastBanner } from './ForecastBanner';

const live = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('./use-live-event', () => ({
  useLiveEvent: (event: string, enabled: boolean, onMessage: (payload: unknown) => void) => {
    if (enabled) live.handlers.set(event, onMessage);
  },
}));

const TODAY = '2030-05-06';

function changed(overrides: Partial<TForecastChangedEvent> = {}): TForecastChangedEvent {
  return {
    planejamentoId: 40,
    configuracaoId: 3,
    equipamentoId: 7,
    unitId: 1,
    referencia: TODAY,
    ordensId: [101, 102],
    tickets: ['#5101', '#5102'],
    ...overrides,
  };
}

function send(payload: unknown) {
  act(() => live.handlers.get(FORECAST_CHANGED_EVENT)?.(payload));
}

async function renderBanner({ isToday = true, locale = 'en-us' as TLocale } = {}) {
  const onReplan = vi.fn();
  const onOptimise = vi.fn();
  await renderWithApp(
    <ForecastBanner
      date={TODAY}
      groupId={3}
      unitId={1}
      isToday={isToday}
      enabled
      onReplan={onReplan}
      onOptimise={onOptimise}
    />,
    { locale },
  );
  return { onReplan, onOptimise };
}

const banner = () => screen.queryByTestId('forecast-banner');

describe('the forecast banner on the schedule', () => {
  beforeEach(() => live.handlers.clear());

  it('names the orders a new forecast left outside their windows and opens the re-plan', async () => {
    const { onReplan, onOptimise } = await renderBanner();
    expect(banner()).toBeNull();
    send(changed());
    send(changed({ planejamentoId: 41, equipamentoId: 8, ordensId: [103], tickets: ['#5103'] }));
    expect(banner()!.textContent).toContain(
      'Orders #5101, #5102, #5103 are now outside their spray windows.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Re-plan' }));
    expect(onReplan).toHaveBeenCalledOnce();
    expect(onOptimise).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
  });

  it('offers to optimise tomorrow again, in the user language', async () => {
    const { onOptimise } = await renderBanner({ isToday: false, locale: 'pt-br' });
    send(changed({ ordensId: [101], tickets: ['#5101'] }));
    expect(banner()!.textContent).toContain('A ordem #5101 agora está fora das suas janelas de aplicação.');
    fireEvent.click(screen.getByRole('button', { name: 'Otimizar novamente' }));
    expect(onOptimise).toHaveBeenCalledOnce();
  });

  it('ignores events of another day, group or branch, and malformed ones', async () => {
    await renderBanner();
    send(changed({ referencia: '2030-05-07' }));
    send(changed({ configuracaoId: 4 }));
    send(changed({ unitId: 2 }));
    send({ referencia: TODAY, configuracaoId: 3 });
    expect(banner()).toBeNull();
  });

  it('goes away when dismissed, and a new event shows it again', async () => {
    await renderBanner();
    send(changed());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    send(changed({ ordensId: [104], tickets: ['#5104'] }));
    expect(banner()!.textContent).toContain('#5104');
    expect(banner()!.textContent).not.toContain('#5101');
  });
});
