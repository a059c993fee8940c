import type { User } from '@contracts/user';

/** The stored staff session: a token and the user (docs/back-office-screens.md §4). */
export interface StoredSession {
  token: string;
  user: User;
  /** REQUIRE_2FA: this session may only set up two-factor sign-in (routes/admin/two-factor.tsx). */
  twoFactorSetupRequired?: boolean;
}

const KEY = 'bm-admin-session';

export function readSession(): StoredSession | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export const readSessionToken = () => readSession()?.token ?? null;

export function writeSession(session: StoredSession | null) {
  if (typeof window === 'undefined') return;
  try {
    if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
    else window.localStorage.removeItem(KEY);
  } catch (error) {
    console.warn('Could not store the session', error);
  }
}
