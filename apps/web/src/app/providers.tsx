import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { DAYJS_LOCALES, i18n, useLocale } from '../i18n';
import { theme } from './theme';

function LocalizedDates({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider
      settings={{
        locale: DAYJS_LOCALES[locale],
        firstDayOfWeek: locale === 'pt-br' || locale === 'en-us' || locale === 'en-ca' ? 0 : 1,
      }}
    >
      {children}
    </DatesProvider>
  );
}

/** Theme, languages, server state, dialogs and notifications for the whole app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <Notifications position="top-right" zIndex={1000} />
              {children}
            </ModalsProvider>
          </QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
