import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@contracts/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreshProofGuard } from '~/features/admin-settings/use-fresh-proof';
import { api, unwrap } from '~/lib/api-client';
import { forgetEnrolmentToken, withEnrolmentToken } from './enrolment-token';

const statusKey = ['two-factor'] as const;

/** Where no fresh proof can be asked for, the call goes as it is. */
const asIs: FreshProofGuard = (action) => action();

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => unwrap(api.get<TwoFactorStatus>('/api/two-factor')),
  });
}

/** Set-up and its confirm need a fresh proof: `guard` asks for it when the server does. */
export function useTwoFactorSetup(guard = asIs) {
  return useMutation({
    mutationFn: () =>
      guard(() => unwrap(api.post<TwoFactorSetup>('/api/two-factor/setup', withEnrolmentToken({})))),
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
          api.post<T>(
            `/api/two-factor/${path}`,
            path === 'confirm' ? withEnrolmentToken({ code }) : { code },
          ),
        ),
      ),
    onSuccess: () => {
      if (path === 'confirm') forgetEnrolmentToken();
      return queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
