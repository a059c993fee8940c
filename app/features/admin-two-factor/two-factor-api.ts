import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@contracts/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';

const statusKey = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => unwrap(api.get<TwoFactorStatus>('/api/two-factor')),
  });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => unwrap(api.post<TwoFactorSetup>('/api/two-factor/setup', {})) });
}

/** confirm, recovery-codes and disable all take one code; the status is read again after each. */
export function useCodeAction<T extends RecoveryCodes | TwoFactorStatus>(
  path: 'confirm' | 'recovery-codes' | 'disable',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(api.post<T>(`/api/two-factor/${path}`, { code })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
