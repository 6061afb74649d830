import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import type { TIntegrationSettings } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { IntegrationGate } from './IntegrationGate';
import { signIn } from '../../test/screen-api';

const settings: TIntegrationSettings = {
  adapter: 'HTTP',
  baseUrl: 'http://erp.example',
  hasCredentials: true,
  pollingMinutes: 30,
  lastSyncAt: null,
  lastError: null,
  nextSyncAt: null,
  syncFailures: 0,
  version: 3,
};

const gated = (
  <IntegrationGate header={<h1>Integration</h1>}>
    {(loaded) => <p>Connected to {loaded.baseUrl}</p>}
  </IntegrationGate>
);

let fetchMock: MockInstance<typeof fetch>;
let answer: () => Response;

beforeEach(() => {
  answer = () =>
    new Response(JSON.stringify(settings), { status: 200, headers: { 'Content-Type': 'application/json' } });
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
});

afterEach(() => fetchMock.mockRestore());

describe('the integration screens’ gate', { timeout: 20_000 }, () => {
  it('tells a role without the integration permission it may only look, and reads nothing', async () => {
    signIn('en-us', ['APPLICATOR']);
    await renderWithApp(gated);
    expect(await screen.findByText(/mapping and syncing need the integration permission/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Integration' })).toBeTruthy();
    expect(screen.queryByText(/Connected to/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the content for the branch’s settings to a role with the permission', async () => {
    signIn('en-us', ['TOP_MANAGER']);
    await renderWithApp(gated);
    expect(await screen.findByText('Connected to http://erp.example', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Integration' })).toBeTruthy();
  });

  it('says so when the settings cannot be read', async () => {
    signIn('en-us', ['TOP_MANAGER']);
    answer = () =>
      new Response(JSON.stringify({ message: 'down' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    await renderWithApp(gated);
    expect(
      await screen.findByText('The integration could not be loaded.', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
