/**
 * The staff session of the back office (docs/back-office-screens.md §4,
 * docs/decisions/0002-sessions-and-passwords.md).
 *
 * <AdminSessionProvider> is rendered by the admin layout (routes/admin/admin-layout.tsx) and by the
 * login page, so every back-office screen can call:
 *
 *   const { user, isLoading, signIn, signOut, refresh } = useAdminSession();
 *
 *   user: User | null         The signed-in staff user (contracts/user.ts), or null. Inside the admin
 *                             layout it is never null once isLoading is false (the layout redirects
 *                             to /admin/login otherwise). Use `user.role` ('admin' | 'super_admin')
 *                             for permission checks; isSuperAdmin(user) is in ./roles.ts.
 *   isLoading: boolean        True while the stored session is checked against GET /api/auth/me.
 *   signIn(username, password): Promise<SignInResult>
 *                             POST /api/auth/login. Never throws. On success the session
 *                             {token, user} is stored (app/lib/session-token.ts). A role `user`
 *                             account is refused: { ok: false, error: STAFF_ONLY }. An account with
 *                             two-factor on answers { ok: false, challenge } for the code step.
 *   signInWithCode(challenge, { code } | { recoveryCode }): Promise<SignInResult>
 *                             POST /api/auth/login/two-factor; on success as signIn.
 *   signInWithPasskey(challenge?): Promise<SignInResult>
 *                             POST /api/auth/passkey/options and /verify around the browser's
 *                             passkey prompt; with a challenge, in place of the code. As signIn.
 *   signOut(): Promise<void>  POST /api/auth/logout, then clears the stored session and the query
 *                             cache and goes to /admin/login.
 *   refresh(): Promise<void>  Re-reads the user from GET /api/auth/me (after editing oneself).
 *
 *   useAdminUser(): User      Shortcut for screens inside the admin layout: the user, never null.
 *   <AccessDenied />          ./access-denied.tsx: the 'You do not have access to this page' state.
 *
 * API calls need nothing from here: app/lib/api-client.ts sends the stored token. A token that
 * expires while a screen is open is noticed through the query cache (a 401 answer) and ends the
 * session the same way.
 */
import type { User } from '@contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readSession, writeSession } from '~/lib/session-token';
import { isStaffRole } from '@contracts/rules/roles';
import { SETUP_REQUIRED, type SessionResult } from '@contracts/two-factor';
import {
  type LoginAttempt,
  type SecondFactor,
  checkSession,
  requestCodeLogin,
  requestLogin,
  revokeToken,
} from './session-api';
import { requestPasskeyLogin } from './passkey-login-api';
import { storedStaffUser } from './stored-staff';
import { useActivityKeepAlive } from './use-activity-keep-alive';

export const STAFF_ONLY =
  'This account does not have access to the back office. Only staff can sign in here.';

/** The message every 401 answer carries (server/http/errors.ts). */
const SIGNED_OUT_MESSAGE = 'Please sign in to continue';

export type SignInResult =
  | { ok: true; user: User; twoFactorSetupRequired: boolean }
  | { ok: false; error: string; challenge?: undefined }
  | { ok: false; error?: undefined; challenge: string };

export interface AdminSession {
  user: User | null;
  isLoading: boolean;
  signIn: (username: string, password: string) => Promise<SignInResult>;
  signInWithCode: (challenge: string, factor: SecondFactor) => Promise<SignInResult>;
  signInWithPasskey: (challenge?: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
  refresh: () => Promise<void>;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Rendered on the client only (the admin routes have a HydrateFallback), so storage is readable.
  const [user, setUser] = useState<User | null>(storedStaffUser);
  const [isLoading, setIsLoading] = useState(() => storedStaffUser() !== null);
  const checking = useRef<Promise<void> | null>(null);

  const endSession = useCallback(() => {
    writeSession(null);
    setUser(null);
    navigate('/admin/login', { replace: true });
    // Staff data (users, drafts, subscribers) must not outlive the session in the persisted cache.
    queryClient.clear();
  }, [navigate, queryClient]);

  const refresh = useCallback(() => {
    checking.current ??= (async () => {
      const stored = readSession();
      if (!stored) {
        setUser(null);
      } else {
        const check = await checkSession(stored.token);
        if (check.kind === 'valid' && isStaffRole(check.user.role)) {
          // The role is read from the server on every check, so a demotion acts at once.
          writeSession({ ...stored, user: check.user });
          setUser(check.user);
        } else if (check.kind !== 'unknown') {
          endSession();
        }
        // 'unknown' (offline, 5xx): keep the stored user; the screens report their own failures.
      }
      setIsLoading(false);
      checking.current = null;
    })();
    return checking.current;
  }, [endSession]);

  useEffect(() => {
    if (readSession()) void refresh();
  }, [refresh]);

  // A token that dies mid-session shows up as a 401 in some query or mutation: check it once.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!(error instanceof Error)) return;
      const stored = readSession();
      if (error.message === SIGNED_OUT_MESSAGE && stored) void refresh();
      // REQUIRE_2FA came into force for this account while it was signed in.
      if (error.message === SETUP_REQUIRED && stored) {
        writeSession({ ...stored, twoFactorSetupRequired: true });
        navigate('/admin/two-factor', { replace: true });
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, refresh, navigate]);

  const finishSignIn = useCallback(
    async (attempt: LoginAttempt<SessionResult>): Promise<SignInResult> => {
      if (!attempt.ok) return attempt;
      const { token, user: signedIn, twoFactorSetupRequired = false } = attempt.result;
      if (!isStaffRole(signedIn.role)) {
        // The server made a session for a player: end it at once, nothing is stored.
        await revokeToken(token);
        return { ok: false, error: STAFF_ONLY };
      }
      queryClient.clear();
      writeSession({ token, user: signedIn, ...(twoFactorSetupRequired ? { twoFactorSetupRequired } : {}) });
      setUser(signedIn);
      setIsLoading(false);
      return { ok: true, user: signedIn, twoFactorSetupRequired };
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (username: string, password: string): Promise<SignInResult> => {
      const attempt = await requestLogin(username, password);
      if (attempt.ok && 'twoFactorRequired' in attempt.result)
        return { ok: false, challenge: attempt.result.challenge };
      return finishSignIn(attempt as LoginAttempt<SessionResult>);
    },
    [finishSignIn],
  );

  const signInWithCode = useCallback(
    async (challenge: string, factor: SecondFactor) =>
      finishSignIn(await requestCodeLogin(challenge, factor)),
    [finishSignIn],
  );

  const signInWithPasskey = useCallback(
    async (challenge?: string) => finishSignIn(await requestPasskeyLogin(challenge)),
    [finishSignIn],
  );

  const signOut = useCallback(async () => {
    const stored = readSession();
    if (stored) await revokeToken(stored.token);
    endSession();
  }, [endSession]);

  useActivityKeepAlive(user !== null, refresh);

  const value = useMemo(
    () => ({ user, isLoading, signIn, signInWithCode, signInWithPasskey, signOut, refresh }),
    [user, isLoading, signIn, signInWithCode, signInWithPasskey, signOut, refresh],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession() must be used inside <AdminSessionProvider>');
  return session;
}

/**
 * For screens inside the admin layout, where a user is guaranteed: the layout renders its
 * children only once the session check has ended with a staff user.
 */
export function useAdminUser(): User {
  const { user } = useAdminSession();
  if (!user) throw new Error('useAdminUser() must be used inside the admin layout');
  return user;
}
