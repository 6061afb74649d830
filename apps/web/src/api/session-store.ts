import { useSyncExternalStore } from 'react';
import { ZSessionUser, type TSessionUser } from '@tramline/domain';

/** The signed-in session: the token sent as X-Auth-Token and the user it belongs to. */
export interface TSession {
  token: string;
  user: TSessionUser;
}

export const STORAGE_KEYS = {
  token: 'tramline.token',
  user: 'tramline.user',
} as const;

function readStoredSession(): TSession | null {
  try {
    const token = window.localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = window.localStorage.getItem(STORAGE_KEYS.user);
    if (!token || !rawUser) return null;
    const user = ZSessionUser.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

/** Why the last session ended: `expired` when the server refused its token. */
export type TSessionEnd = 'logout' | 'expired';

const listeners = new Set<() => void>();
let current: TSession | null = readStoredSession();
let endReason: TSessionEnd | null = null;

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Session kept in localStorage so it survives reloads and is shared by tabs: a logout in one tab
 * logs out the others.
 */
export const sessionStore = {
  get(): TSession | null {
    return current;
  },
  token(): string | null {
    return current?.token ?? null;
  },
  set(session: TSession) {
    window.localStorage.setItem(STORAGE_KEYS.token, session.token);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    current = session;
    endReason = null;
    emit();
  },
  updateUser(user: TSessionUser) {
    if (!current) return;
    sessionStore.set({ token: current.token, user });
  },
  clear(reason: TSessionEnd = 'logout') {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.removeItem(STORAGE_KEYS.user);
    if (current === null) return;
    current = null;
    endReason = reason;
    emit();
  },
  /**
   * Why the last session in this page ended, until the next sign-in: the login page explains an
   * expired session however often it is shown before then.
   */
  endReason(): TSessionEnd | null {
    return endReason;
  },
  /** Re-reads localStorage (another tab changed it, or a test set it). */
  reload() {
    current = readStoredSession();
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) {
      sessionStore.reload();
    }
  });
}

/** The session in a component; re-renders on login, logout and user changes. */
export function useSession(): TSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
