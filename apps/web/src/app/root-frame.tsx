import { useEffect } from 'react';
import { useIsFetching, useIsMutating, useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession } from '../api';
import { applyLocale } from '../i18n';
import { browserLocale, storedLocale } from '../features/language/locale-preference';
import { storedInvite } from '../features/invite/invite-store';
import { ownerSettingsQuery } from '../features/session/session.queries';
import { TopProgressBar } from '../ui';
import { runGuards, type TAccess, type TGuard } from './guards';

export interface TRouteHandle {
  access: TAccess;
  guards?: readonly TGuard[];
}

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && 'access' in handle;
}

/** Above every route: the guards, the language, the progress bar and scroll restoration. */
export function RootFrame() {
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const session = useSession();
  const { i18n } = useTranslation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const ownerSettings = useQuery({ ...ownerSettingsQuery(session?.user.owner ?? ''), enabled: !!session });

  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle as
    TRouteHandle | undefined;
  const decision = runGuards(
    {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      access: handle?.access ?? 'login',
      token: session?.token ?? null,
      sessionEnd: sessionStore.endReason(),
      invite: storedInvite(),
      userLocale: session?.user.language ?? null,
      preferredLocale: storedLocale() ?? browserLocale(),
      ownerSettings: ownerSettings.isError ? null : ownerSettings.data,
    },
    handle?.guards,
  );

  useEffect(() => {
    if (i18n.language !== decision.locale) void applyLocale(decision.locale);
  }, [decision.locale, i18n.language]);

  return (
    <>
      <TopProgressBar active={navigation.state !== 'idle' || fetching > 0 || mutating > 0} />
      <ScrollRestoration />
      {decision.redirectTo ? <Navigate to={decision.redirectTo} replace /> : <Outlet />}
    </>
  );
}
