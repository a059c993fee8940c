import type { SessionResult } from '@contracts/two-factor';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { api } from '~/lib/api-client';
import { ceremonyMessage } from '~/features/admin-passkeys/passkey-ceremony';
import type { LoginAttempt } from './session-api';

/**
 * POST /api/auth/passkey/options, the browser's ceremony, then /verify. Without `challenge` any
 * passkey of this site may answer; with the two-factor challenge, only that account's.
 */
export async function requestPasskeyLogin(challenge?: string): Promise<LoginAttempt<SessionResult>> {
  const body = challenge ? { challenge } : {};
  const options = await api.post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', body);
  if (!options.success) return { ok: false, error: options.error };
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch (error) {
    return { ok: false, error: ceremonyMessage(error) };
  }
  const verified = await api.post<SessionResult>('/api/auth/passkey/verify', { ...body, response });
  return verified.success ? { ok: true, result: verified.data } : { ok: false, error: verified.error };
}
