import { WebAuthnError } from '@simplewebauthn/browser';
import { describeUserAgent } from '~/features/admin-settings/user-agent';

/** What to tell someone whose browser did not finish a passkey ceremony. */
export function ceremonyMessage(error: unknown): string {
  const name =
    error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey request was cancelled or timed out.';
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already has a passkey for your account.';
  return error instanceof Error && error.message
    ? error.message
    : 'Passkeys are not available in this browser.';
}

/** "Passkey on Chrome on macOS": a name to start from, from what the browser says of itself. */
export function defaultPasskeyName(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  const device = describeUserAgent(userAgent);
  // An unrecognised header is shown raw in the sessions list; as a name it would be noise.
  return device.length <= 40 ? `Passkey on ${device}` : 'Passkey';
}
