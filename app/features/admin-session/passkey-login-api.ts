import { authEndpoints } from '@contracts/endpoints/auth';
import type { SessionResult } from '@contracts/two-factor';
import { startAuthentication } from '@simplewebauthn/browser';
import { callApi } from '~/lib/api-client';
import { ceremonyMessage } from '~/features/admin-passkeys/passkey-ceremony';
import type { LoginAttempt } from './session-api';

/**
 * POST /api/auth/passkey/options, the browser's ceremony, then /verify. Without `challenge` any
 * passkey of this site may answer; with the two-factor challenge, only that account's.
 */
export async function requestPasskeyLogin(challenge?: string): Promise<LoginAttempt<SessionResult>> {
  const body = challenge ? { challenge } : {};
  const options = await callApi(authEndpoints.passkeyOptions, { body });
  if (!options.success) return { ok: false, error: options.error };
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch (error) {
    return { ok: false, error: ceremonyMessage(error) };
  }
  const verified = await callApi(authEndpoints.passkeyVerify, { body: { ...body, response } });
  return verified.success ? { ok: true, result: verified.data } : { ok: false, error: verified.error };
}
