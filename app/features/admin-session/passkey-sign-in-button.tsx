import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { type SignInResult, useAdminSession } from './admin-session-provider';
import { SignInAlert } from './sign-in-alert';

/**
 * "Use a passkey": on the password step it signs in alone, on the code step in place of the code
 * (bound to its challenge). Not "Sign in with…": the Sign In button's name must stay unique.
 * Hidden where the browser has no WebAuthn.
 */
export function PasskeySignInButton({
  challenge,
  onSuccess,
}: {
  challenge?: string;
  onSuccess: (result: SignInResult & { ok: true }) => void;
}) {
  const { signInWithPasskey } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!browserSupportsWebAuthn()) return null;
  const id = challenge ? 'passkey-code-error' : 'passkey-error';

  const start = async () => {
    setBusy(true);
    setFailure(null);
    const result = await signInWithPasskey(challenge);
    setBusy(false);
    if (result.ok) onSuccess(result);
    else setFailure(result.error ?? null);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="secondary"
        size="lg"
        disabled={busy}
        aria-describedby={failure ? id : undefined}
        onClick={() => void start()}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? 'Waiting for your passkey...' : 'Use a passkey'}
      </Button>
      <SignInAlert id={id}>{failure}</SignInAlert>
    </div>
  );
}
