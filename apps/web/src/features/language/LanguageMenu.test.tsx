import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { json, signIn } from '../../test/screen-api';
import { UnitValue } from '../../ui';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu: units', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!String(input).includes('/auth-sgpa/update')) return json([]);
      const body = JSON.parse(String(init?.body)) as { units: string };
      return json({ token: 'next-token', user: { ...sessionStore.get()!.user, units: body.units } });
    });
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    sessionStore.clear();
  });

  it('checks the current choice and saves a new one with the user, and every value follows it', async () => {
    signIn('en-us');
    await renderWithApp(
      <div>
        <LanguageMenu />
        <UnitValue quantity="area" value={100} />
      </div>,
    );
    expect(screen.getByText('247.11 ac')).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-menu'));
    const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true }, { timeout: 8000 });
    const current = await item('As the language');
    expect(current.querySelector('svg')).not.toBeNull();
    const metric = await item('Metric (ha, l, km, °C, kg)');
    expect(metric.querySelector('svg')).toBeNull();
    fireEvent.click(metric);

    await waitFor(() => expect(sessionStore.get()?.user.units).toBe('metric'));
    const call = fetchSpy.mock.calls.find(([input]) => String(input).includes('/auth-sgpa/update'));
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ units: 'metric' });
    expect(sessionStore.get()?.token).toBe('next-token');
    expect(await screen.findByText('100 ha')).toBeTruthy();
  });

  it('offers no choice of units before sign-in', async () => {
    await renderWithApp(<LanguageMenu variant="page" />);
    fireEvent.click(screen.getByTestId('language-menu'));
    await screen.findByRole('menuitem', { name: 'English (US)', hidden: true }, { timeout: 8000 });
    expect(screen.queryByRole('menuitem', { name: 'As the language', hidden: true })).toBeNull();
  });
});
