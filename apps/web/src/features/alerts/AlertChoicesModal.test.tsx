import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { TAlertPreferences } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { AlertChoicesModal } from './AlertChoicesModal';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let stored: TAlertPreferences;
let sms: boolean;
let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  stored = { emailAlarmCodes: [3], smsAlarmCodes: [], emailNotificationTypes: ['lateWorkOrder'] };
  sms = true;
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/share/channels')) return json({ email: true, sms });
    if (url.includes('/alertas/preferencias')) {
      if (init?.method === 'PUT') stored = JSON.parse(String(init.body)) as TAlertPreferences;
      return json(stored);
    }
    return json({});
  });
});
afterEach(() => fetchMock.mockRestore());

const box = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name }, { timeout: 8000 });

describe('the email and SMS choices', () => {
  it('shows the stored choices and saves what the user ticks', async () => {
    const onClose = vi.fn();
    await renderWithApp(<AlertChoicesModal opened onClose={onClose} />);
    expect((await box('Email: Stopped')).checked).toBe(true);
    expect((await box('Email: Late work order')).checked).toBe(true);
    expect((await box('SMS: Wrong field')).checked).toBe(false);
    fireEvent.click(await box('Email: Wrong field'));
    fireEvent.click(await box('SMS: Wrong field'));
    fireEvent.click(await box('Email: Late work order'));
    fireEvent.click(await box('Email: Canceled work order'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stored).toEqual({
      emailAlarmCodes: [3, 1],
      smsAlarmCodes: [1],
      emailNotificationTypes: ['canceledWorkOrder'],
    });
  });

  it('offers SMS only when the company has it set up', async () => {
    sms = false;
    await renderWithApp(<AlertChoicesModal opened onClose={() => undefined} />);
    expect((await screen.findByTestId('sms-off', {}, { timeout: 8000 })).textContent).toContain(
      'SMS is not set up',
    );
    expect((await box('SMS: Stopped')).disabled).toBe(true);
    expect((await box('Email: Stopped')).disabled).toBe(false);
  });

  it('speaks the user language', async () => {
    await renderWithApp(<AlertChoicesModal opened onClose={() => undefined} />, { locale: 'pt-br' });
    expect((await box('E-mail: Parada')).checked).toBe(true);
  });
});
