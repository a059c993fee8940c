import { INVALID_LOGIN } from '@contracts/auth';
import { endpointUrl } from '@contracts/endpoints/endpoint';
import { authEndpoints } from '@contracts/endpoints/auth';
import type { LoginAnswer, SessionResult } from '@contracts/two-factor';
import type { ApiEnvelope } from '@contracts/common';
import type { User } from '@contracts/user';
import { NETWORK_ERROR, callApi } from '~/lib/api-client';

/** What the session check learnt: the current user, a dead token, or nothing (server unreachable). */
export type SessionCheck = { kind: 'valid'; user: User } | { kind: 'invalid' } | { kind: 'unknown' };

/**
 * GET /api/auth/me with an explicit token. The status matters here: 401/403 means the token is
 * expired or revoked, while a network failure or a 5xx must not sign anyone out.
 */
export async function checkSession(token: string): Promise<SessionCheck> {
  try {
    const response = await fetch(endpointUrl(authEndpoints.me), {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    if (response.status === 401 || response.status === 403) return { kind: 'invalid' };
    if (!response.ok) return { kind: 'unknown' };
    const body = (await response.json()) as ApiEnvelope<User>;
    return body.success ? { kind: 'valid', user: body.data } : { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

export type LoginAttempt<T = LoginAnswer> = { ok: true; result: T } | { ok: false; error: string };

/** POST /api/auth/login; the server's text is kept for 429 and validation answers. */
export async function requestLogin(username: string, password: string): Promise<LoginAttempt> {
  const response = await callApi(authEndpoints.login, { body: { username, password } });
  if (response.success) return { ok: true, result: response.data };
  return { ok: false, error: response.error || INVALID_LOGIN };
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/** POST /api/auth/login/two-factor: the challenge from the password step and one code. */
export async function requestCodeLogin(
  challenge: string,
  factor: SecondFactor,
): Promise<LoginAttempt<SessionResult>> {
  const response = await callApi(authEndpoints.codeLogin, { body: { challenge, ...factor } });
  if (response.success) return { ok: true, result: response.data };
  return { ok: false, error: response.error || INVALID_LOGIN };
}

/** Revokes a token on the server; failures are ignored since the client forgets the token anyway. */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch(endpointUrl(authEndpoints.logout), {
      method: authEndpoints.logout.method,
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
  } catch {
    // Offline: the token expires on its own.
  }
}

export { NETWORK_ERROR };
