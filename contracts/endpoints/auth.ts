import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { LoginInput, loginHintsSchema } from '../auth';
import type { passkeySignInOptionsSchema } from '../passkeys';
import type { TwoFactorLoginInput, loginAnswerSchema, sessionResultSchema } from '../two-factor';
import type { userSchema } from '../user';
import { endpoint } from './endpoint';

/** Sign-in and the session (docs/back-office-screens.md §2, Sign-in). */
export const authEndpoints = {
  login: endpoint<{ body: LoginInput; response: typeof loginAnswerSchema }>()('POST', '/api/auth/login'),
  codeLogin: endpoint<{ body: TwoFactorLoginInput; response: typeof sessionResultSchema }>()(
    'POST',
    '/api/auth/login/two-factor',
  ),
  passkeyOptions: endpoint<{
    body: typeof passkeySignInOptionsSchema;
    response: PublicKeyCredentialRequestOptionsJSON;
  }>()('POST', '/api/auth/passkey/options'),
  /** The browser library's credential JSON; the server checks it with passkeySignInSchema. */
  passkeyVerify: endpoint<{
    body: { challenge?: string; response: AuthenticationResponseJSON };
    response: typeof sessionResultSchema;
  }>()('POST', '/api/auth/passkey/verify'),
  loginHints: endpoint<{ response: typeof loginHintsSchema }>()('GET', '/api/auth/login-hints'),
  /** Called with an explicit token, its status read (session-api.ts). */
  me: endpoint<{ response: typeof userSchema }>()('GET', '/api/auth/me'),
  logout: endpoint<{ response: { signedOut: boolean } }>()('POST', '/api/auth/logout'),
};
