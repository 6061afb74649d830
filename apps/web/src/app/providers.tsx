import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DAYJS_LOCALES, i18n, useLocale } from '../i18n';
import { cssVariablesResolver, localizedTheme } from './theme';

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

/** Mantine in the user's language: the theme names Mantine's icon buttons. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const clear = t('common.clear');
  const theme = useMemo(() => localizedTheme({ clear }), [clear]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/** Theme, languages, server state, dialogs and notifications for the whole app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <Notifications position="top-right" zIndex={1000} />
              {children}
            </ModalsProvider>
          </QueryClientProvider>
        </LocalizedDates>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
