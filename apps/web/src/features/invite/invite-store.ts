const INVITE_KEY = 'tramline.invite';

/** The invite detail kept while a user goes through onboarding. */
export interface TStoredInvite {
  hash: string;
  active: boolean;
  finished: boolean;
}

function isStoredInvite(value: unknown): value is TStoredInvite {
  if (typeof value !== 'object' || value === null) return false;
  const invite = value as Record<string, unknown>;
  return typeof invite.hash === 'string' && typeof invite.active === 'boolean' && typeof invite.finished === 'boolean';
}

export function storedInvite(): TStoredInvite | null {
  try {
    const raw = window.localStorage.getItem(INVITE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isStoredInvite(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeInvite(invite: TStoredInvite | null) {
  if (invite) window.localStorage.setItem(INVITE_KEY, JSON.stringify(invite));
  else window.localStorage.removeItem(INVITE_KEY);
}
