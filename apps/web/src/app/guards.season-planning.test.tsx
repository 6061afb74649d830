import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TLocale } from '@tramline/domain';
import { api, sessionStore } from '../api';
import { applyLocale, i18n } from '../i18n';
import { RootFrame } from './root-frame';
import { ROUTES } from './routes';
import { theme } from './theme';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

/** Opens /season-planning through the root frame for a user in `language` of an owner with or without the feature. */
async function openSeasonPlanning(language: TLocale, seasonPlanning: boolean) {
  await applyLocale(language);
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 1,
      login: 'someone',
      name: 'Ana',
      email: null,
      unit: 1,
      language,
      units: 'language',
      roles: ['ADMIN'],
      owner: 'demo',
    },
  });
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/owner/settings')
      return { code: 'demo', name: 'Demo', seasonPlanning, supportEmail: null } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const route = ROUTES.find((entry) => entry.path === '/season-planning')!;
  const router = createMemoryRouter(
    [
      {
        element: <RootFrame />,
        children: [
          {
            path: route.path,
            handle: { access: route.access, guards: route.guards },
            element: <p>season planning</p>,
          },
          { path: '/monitoring', handle: { access: 'login' }, element: <p>monitoring</p> },
        ],
      },
    ],
    { initialEntries: ['/season-planning'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { router, get };
}

describe('/season-planning', () => {
  it('opens in en-ca for an owner whose feature check passes', async () => {
    const { router, get } = await openSeasonPlanning('en-ca', true);
    expect(await screen.findByText('season planning')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/season-planning');
    expect(get).toHaveBeenCalledWith('/owner/settings', expect.anything());
  });

  it('sends an en-ca user home when the owner feature check fails', async () => {
    const { router } = await openSeasonPlanning('en-ca', false);
    expect(await screen.findByText('monitoring')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/monitoring');
  });

  it('sends a user of another language home even when the owner has the feature', async () => {
    const { router } = await openSeasonPlanning('en-us', true);
    expect(await screen.findByText('monitoring')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/monitoring');
  });
});
