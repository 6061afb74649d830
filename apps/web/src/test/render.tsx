import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { TLocale } from '@tramline/domain';
import { theme } from '../app/theme';
import { applyLocale, i18n } from '../i18n';

/** Renders inside the app's providers, in a locale (en-us by default). */
export async function renderWithApp(ui: ReactElement, { locale = 'en-us' as TLocale, path = '/' } = {}) {
  await applyLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
