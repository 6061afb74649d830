import type { TInviteDetail } from '@tramline/domain';
import { sessionStore } from '../../api/session-store';

const INVITE_KEY = 'tramline.invite';

/**
 * The invite detail kept while a user goes through onboarding. `invite` mode comes from an
 * invitation link: `token` is the link's secret, the only thing that proves the invite. `recovery`
 * mode marks a signed-in user who must set a new password (the login answered `recovery: true`).
 */
export interface TStoredInvite {
  hash: string;
  active: boolean;
  finished: boolean;
  mode?: 'invite' | 'recovery';
  token?: string;
  owner?: string;
  /** The signed-in user a recovery marker belongs to. */
  login?: string;
  detail?: TInviteDetail;
}

function isStoredInvite(value: unknown): value is TStoredInvite {
  if (typeof value !== 'object' || value === null) return false;
  const invite = value as Record<string, unknown>;
  return (
    typeof invite.hash === 'string' &&
    typeof invite.active === 'boolean' &&
    typeof invite.finished === 'boolean'
  );
}

export function storedInvite(): TStoredInvite | null {
  try {
    const raw = window.localStorage.getItem(INVITE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!isStoredInvite(value)) return null;
    // A recovery marker only holds for the user it was made for.
    if (value.mode === 'recovery' && value.login !== sessionStore.get()?.user.login) return null;
    return value;
  } catch {
    return null;
  }
}

export function storeInvite(invite: TStoredInvite | null) {
  if (invite) window.localStorage.setItem(INVITE_KEY, JSON.stringify(invite));
  else window.localStorage.removeItem(INVITE_KEY);
}

/** After a login: a user who must change their password goes through onboarding; others start clean. */
export function markRecovery(login: string, recovery: boolean) {
  storeInvite(recovery ? { hash: '', active: true, finished: false, mode: 'recovery', login } : null);
}
