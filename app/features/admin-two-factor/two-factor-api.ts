import { endpointKey } from '@contracts/endpoints/endpoint';
import { twoFactorEndpoints } from '@contracts/endpoints/two-factor';
import type { RecoveryCodes, TwoFactorStatus } from '@contracts/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreshProofGuard } from '~/features/admin-settings/fresh-proof-guard';
import { fetchApi, requestEndpoint, unwrap } from '~/lib/api-client';
import { forgetEnrolmentToken, withEnrolmentToken } from './enrolment-token';

const statusKey = endpointKey(twoFactorEndpoints.status);

/** The three actions that take one code, by the name the screens use. */
const codeEndpoints = {
  confirm: twoFactorEndpoints.confirm,
  'recovery-codes': twoFactorEndpoints.recoveryCodes,
  disable: twoFactorEndpoints.disable,
};

/** Where no fresh proof can be asked for, the call goes as it is. */
const asIs: FreshProofGuard = (action) => action();

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => fetchApi(twoFactorEndpoints.status),
  });
}

/** Set-up and its confirm need a fresh proof: `guard` asks for it when the server does. */
export function useTwoFactorSetup(guard = asIs) {
  return useMutation({
    mutationFn: () => guard(() => fetchApi(twoFactorEndpoints.setup, { body: withEnrolmentToken({}) })),
  });
}

/** confirm, recovery-codes and disable all take one code; the status is read again after each. */
export function useCodeAction<T extends RecoveryCodes | TwoFactorStatus>(
  path: 'confirm' | 'recovery-codes' | 'disable',
  guard = asIs,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // A mailed enrolment link's token goes with the confirm, and is spent by it.
    mutationFn: (code: string) =>
      guard(() =>
        unwrap(
          requestEndpoint<T>(codeEndpoints[path], {
            body: path === 'confirm' ? withEnrolmentToken({ code }) : { code },
          }),
        ),
      ),
    onSuccess: () => {
      if (path === 'confirm') forgetEnrolmentToken();
      return queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
