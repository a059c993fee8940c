import { passwordResetEndpoints } from '@contracts/endpoints/password-reset';
import { callApi } from '~/lib/api-client';

/** The public password-reset routes (docs/back-office-screens.md, Forgot password). */

/** Whether the site can mail a link; unknown (server unreachable) shows the form anyway. */
export async function resetAvailable(): Promise<boolean> {
  const answer = await callApi(passwordResetEndpoints.availability);
  return answer.success ? answer.data.available : true;
}

export const requestResetLink = (email: string) =>
  callApi(passwordResetEndpoints.request, { body: { email } });

/** Whether the link works; unknown (server unreachable) shows the form, whose answer then tells. */
export async function resetLinkValid(token: string | null): Promise<boolean> {
  if (!token) return false;
  const answer = await callApi(passwordResetEndpoints.check, { body: { token } });
  return answer.success ? answer.data.valid : true;
}

/** `removePasskeys`: every passkey of the account goes with the old password (one click on the form). */
export const completeReset = (token: string, password: string, removePasskeys: boolean) =>
  callApi(passwordResetEndpoints.complete, {
    body: { token, password, ...(removePasskeys ? { removePasskeys: 'all' as const } : {}) },
  });
