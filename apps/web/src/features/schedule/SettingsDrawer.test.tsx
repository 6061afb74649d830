import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { SettingsDrawer } from './SettingsDrawer';

const SAVED = {
  configuracaoId: 4,
  weighting: 'fastest',
  vehicle: 'sprayer',
  weather: { wind: true, temperature: true, humidity: true, rain: true, sun: true, thermalInversion: false },
  saved: true,
  version: 3,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('optimisation settings', () => {
  it('lets the dispatcher turn the sun rule off and saves it with the version; thermal inversion stays off', async () => {
    sessionStore.set({
      token: 'test-token',
      user: {
        id: 1,
        login: 'dispatcher',
        name: 'Dana Pruitt',
        email: null,
        unit: 1,
        language: 'en-us',
        roles: ['DISPATCHER'],
        owner: 'demo',
      },
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/settings'))
        return json(200, init?.method === 'PUT' ? { ...SAVED, version: 4 } : SAVED);
      return json(404, { code: 'notFound', message: 'Not found' });
    });
    try {
      await renderWithApp(<SettingsDrawer opened onClose={() => {}} groupId={4} />);
      const sun = await screen.findByRole('checkbox', { name: /^Sun rule: from 1 hour after sunrise/ });
      await waitFor(() => expect((sun as HTMLInputElement).disabled).toBe(false));
      expect((sun as HTMLInputElement).checked).toBe(true);
      const inversion = screen.getByRole('checkbox', { name: /^Thermal inversion/ }) as HTMLInputElement;
      expect(inversion.disabled).toBe(true);
      expect(inversion.checked).toBe(false);

      fireEvent.click(sun);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fetch.mock.calls.some(([, call]) => call?.method === 'PUT')).toBe(true));
      const [url, put] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT')!;
      expect(String(url)).toContain('/configuracao/4/settings');
      expect(JSON.parse(String(put?.body))).toMatchObject({
        weather: { wind: true, temperature: true, humidity: true, rain: true, sun: false },
        version: 3,
      });
    } finally {
      fetch.mockRestore();
    }
  });
});
