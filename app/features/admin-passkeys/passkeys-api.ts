import type { Passkey, PasskeyList } from '@contracts/passkeys';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreshProofGuard } from '~/features/admin-settings/use-fresh-proof';
import { api, apiRequest, unwrap } from '~/lib/api-client';
import { ceremonyMessage } from './passkey-ceremony';

const listKey = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: listKey,
    queryFn: async () => (await unwrap(api.get<PasskeyList>('/api/passkeys'))).passkeys,
  });
}

/** Options from the server, the browser's ceremony, then the answer back with the chosen name. */
async function addPasskey(name: string) {
  const optionsJSON = await unwrap(
    api.post<PublicKeyCredentialCreationOptionsJSON>('/api/passkeys/registration-options', {}),
  );
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw new Error(ceremonyMessage(error));
  }
  return unwrap(api.post<Passkey>('/api/passkeys/register', { name, response }));
}

function usePasskeyMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }) });
}

/** Adding and removing need a fresh proof: `guard` asks for it when the server does. */
export const useAddPasskey = (guard: FreshProofGuard) =>
  usePasskeyMutation((name: string) => guard(() => addPasskey(name)));

export const useRenamePasskey = () =>
  usePasskeyMutation(({ id, name }: { id: number; name: string }) =>
    unwrap(apiRequest<Passkey>('PATCH', `/api/passkeys/${id}`, { name })),
  );

export const useRemovePasskey = (guard: FreshProofGuard) =>
  usePasskeyMutation((id: number) => guard(() => unwrap(api.delete<{ id: number }>(`/api/passkeys/${id}`))));
