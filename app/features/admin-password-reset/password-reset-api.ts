import type { ResetAvailability, ResetChecked } from '@contracts/password-reset';
import { api } from '~/lib/api-client';

/** The public password-reset routes (docs/back-office-screens.md, Forgot password). */

/** Whether the site can mail a link; unknown (server unreachable) shows the form anyway. */
export async function resetAvailable(): Promise<boolean> {
  const answer = await api.get<ResetAvailability>('/api/password-reset');
  return answer.success ? answer.data.available : true;
}

export const requestResetLink = (email: string) =>
  api.post<{ message: string }>('/api/password-reset/request', { email });

/** Whether the link works; unknown (server unreachable) shows the form, whose answer then tells. */
export async function resetLinkValid(token: string | null): Promise<boolean> {
  if (!token) return false;
  const answer = await api.post<ResetChecked>('/api/password-reset/check', { token });
  return answer.success ? answer.data.valid : true;
}

/** `removePasskeys`: every passkey of the account goes with the old password (one click on the form). */
export const completeReset = (token: string, password: string, removePasskeys: boolean) =>
  api.post<{ changed: true; passkeysRemoved: number }>('/api/password-reset/complete', {
    token,
    password,
    ...(removePasskeys ? { removePasskeys: 'all' } : {}),
  });
