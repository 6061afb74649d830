import type { TLocale } from '@tramline/domain';
import type { TStoredInvite } from '../features/invite/invite-store';
import { canSeeSeasonPlanning } from '../features/shell/nav-items';
import type { TOwnerSettings } from '../features/session/session.queries';

/**
 * Who may open a route: `public` anyone, `guest` only logged-out users (the login page),
 * `login` only logged-in users.
 */
export type TAccess = 'public' | 'guest' | 'login';

export interface TGuardContext {
  pathname: string;
  search: string;
  hash: string;
  access: TAccess;
  token: string | null;
  /** How the last session in this page ended: after a logout the login page starts clean. */
  sessionEnd?: 'logout' | 'expired' | null;
  invite: TStoredInvite | null;
  /** The signed-in user's language. */
  userLocale: TLocale | null;
  /** The language chosen in this browser before signing in, or the browser's. */
  preferredLocale: TLocale;
  /** The signed-in user's owner configuration; undefined while it loads. */
  ownerSettings?: Pick<TOwnerSettings, 'seasonPlanning'> | null;
}

export type TGuardResult = { redirectTo: string } | { locale: TLocale } | null;
export type TGuard = (context: TGuardContext) => TGuardResult;

export const HOME_PATH = '/monitoring';
export const LOGIN_PATH = '/login';
export const ONBOARDING_PATH = '/onboarding';
export const REDIRECT_PARAM = 'redirect';

/** A path from the `redirect` parameter, only when it stays inside the app. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return null;
  return value;
}

export function loginPathFor(requested: string): string {
  return requested === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(requested)}`;
}

/**
 * Invite mode: an active, unfinished invite with a token keeps the user in onboarding. The token is
 * the session's, or the invitation link's own secret kept with the invite.
 */
export const inviteGuard: TGuard = ({ invite, token, pathname }) =>
  invite && (token || invite.token) && invite.active && !invite.finished && pathname !== ONBOARDING_PATH
    ? { redirectTo: ONBOARDING_PATH }
    : null;

/** The interface speaks the user's language, or the one chosen before signing in. */
export const localeGuard: TGuard = ({ userLocale, preferredLocale }) => ({
  locale: userLocale ?? preferredLocale,
});

/** Logged-out users go to the login page, keeping the path they asked for. */
export const authGuard: TGuard = ({ access, token, sessionEnd, pathname, search, hash }) => {
  if (access === 'login' && !token) {
    return { redirectTo: sessionEnd === 'logout' ? LOGIN_PATH : loginPathFor(`${pathname}${search}${hash}`) };
  }
  if (access === 'guest' && token) {
    const requested = new URLSearchParams(search).get(REDIRECT_PARAM);
    return { redirectTo: safeRedirect(requested) ?? HOME_PATH };
  }
  return null;
};

/** Onboarding needs a token (the session's or an invite's); without one it sends the user to the root. */
export const onboardingGuard: TGuard = ({ token, invite }) =>
  token || invite?.token ? null : { redirectTo: '/' };

/**
 * Season planning opens only where its menu entry shows: in Canadian English, for owners whose
 * feature check passes; anyone else is sent home. While the owner's settings load, an en-ca user
 * waits on the route rather than being sent away.
 */
export const seasonPlanningGuard: TGuard = ({ userLocale, preferredLocale, ownerSettings }) => {
  const locale = userLocale ?? preferredLocale;
  if (locale === 'en-ca' && ownerSettings === undefined) return null;
  return canSeeSeasonPlanning(locale, ownerSettings ?? undefined) ? null : { redirectTo: HOME_PATH };
};

/** The three checks of every route, in the spec's order. */
export const GLOBAL_GUARDS: readonly TGuard[] = [inviteGuard, localeGuard, authGuard];

/** Runs the global guards and then the route's own; the first redirect wins. */
export function runGuards(
  context: TGuardContext,
  routeGuards: readonly TGuard[] = [],
): { redirectTo: string | null; locale: TLocale } {
  let locale = context.userLocale ?? context.preferredLocale;
  for (const guard of [...GLOBAL_GUARDS, ...routeGuards]) {
    const result = guard(context);
    if (!result) continue;
    if ('redirectTo' in result) return { redirectTo: result.redirectTo, locale };
    locale = result.locale;
  }
  return { redirectTo: null, locale };
}
