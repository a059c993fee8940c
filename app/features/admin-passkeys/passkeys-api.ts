import { endpointKey } from '@contracts/endpoints/endpoint';
import { passkeyEndpoints } from '@contracts/endpoints/passkeys';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreshProofGuard } from '~/features/admin-settings/fresh-proof-guard';
import { fetchApi } from '~/lib/api-client';
import { ceremonyMessage } from './passkey-ceremony';

const listKey = endpointKey(passkeyEndpoints.list);

export function usePasskeys() {
  return useQuery({
    queryKey: listKey,
    queryFn: async () => (await fetchApi(passkeyEndpoints.list)).passkeys,
  });
}

/** Options from the server, the browser's ceremony, then the answer back with the chosen name. */
async function addPasskey(name: string) {
  const optionsJSON = await fetchApi(passkeyEndpoints.registrationOptions, { body: {} });
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw new Error(ceremonyMessage(error));
  }
  return fetchApi(passkeyEndpoints.register, { body: { name, response } });
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
    fetchApi(passkeyEndpoints.rename, { params: { id }, body: { name } }),
  );

export const useRemovePasskey = (guard: FreshProofGuard) =>
  usePasskeyMutation((id: number) => guard(() => fetchApi(passkeyEndpoints.remove, { params: { id } })));
