import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { deletedResult } from '../common';
import type { PasskeyNameInput, passkeyListSchema, passkeySchema } from '../passkeys';
import { endpoint } from './endpoint';

/**
 * The WebAuthn options and credentials are the library's JSON (types only); the server checks a
 * credential with credentialResponseSchema.
 */
export const passkeyEndpoints = {
  list: endpoint<{ response: typeof passkeyListSchema }>()('GET', '/api/passkeys'),
  registrationOptions: endpoint<{
    body: Record<string, never>;
    response: PublicKeyCredentialCreationOptionsJSON;
  }>()('POST', '/api/passkeys/registration-options'),
  register: endpoint<{
    body: PasskeyNameInput & { response: RegistrationResponseJSON };
    response: typeof passkeySchema;
  }>()('POST', '/api/passkeys/register'),
  rename: endpoint<{ body: PasskeyNameInput; response: typeof passkeySchema }>()(
    'PATCH',
    '/api/passkeys/:id',
  ),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/passkeys/:id'),
};
