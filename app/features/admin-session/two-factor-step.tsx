import { twoFactorCodeSchema } from '@contracts/two-factor';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { SignInResult } from './admin-session-provider';
import { PasskeySignInButton } from './passkey-sign-in-button';
import type { SecondFactor } from './session-api';
import { SignInAlert } from './sign-in-alert';
import { SignInField } from './sign-in-field';

const FIELDS = ['code'] as const;
const loadSchema = () => Promise.resolve(twoFactorCodeSchema);

type TwoFactorStepProps = {
  challenge: string;
  onSignInWithCode: (challenge: string, factor: SecondFactor) => Promise<SignInResult>;
  onSuccess: (result: SignInResult & { ok: true }) => void;
  onBack: () => void;
};

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorStep({ challenge, onSignInWithCode, onSuccess, onBack }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ fields: FIELDS, loadSchema });
  const { focus } = form;
  // The password step's field is gone: the cursor follows to the one that needs typing now.
  useEffect(() => focus('code'), [focus, recovery]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    const result = await onSignInWithCode(challenge, recovery ? { recoveryCode: code } : { code });
    if (result.ok) onSuccess(result);
    else setFailure(result.error ?? null);
  });
  const message = form.errors.code ?? failure;

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-bone-300">
        {recovery
          ? 'Enter one of your recovery codes. Each works once.'
          : 'Enter the six-digit code from your authenticator app.'}
      </p>
      <SignInField
        id="login-code"
        label={recovery ? 'Recovery code' : 'Code'}
        invalid={Boolean(message)}
        describedBy={message ? 'login-code-error' : undefined}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        className="font-mono tracking-widest"
        {...form.field('code')}
      />
      <div className="flex items-center gap-3">
        <Switch
          id="login-use-recovery"
          checked={recovery}
          onCheckedChange={(checked) => {
            setRecovery(checked);
            setFailure(null);
            form.resetField('code');
          }}
        />
        <Label htmlFor="login-use-recovery">Use a recovery code</Label>
      </div>
      <SignInAlert id="login-code-error">{message}</SignInAlert>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={form.submitting}>
          {form.submitting ? 'Verifying...' : 'Verify'}
        </Button>
      </div>
      {/* Only an account with a passkey may use one here; the server says so otherwise. */}
      <PasskeySignInButton challenge={challenge} onSuccess={onSuccess} />
    </form>
  );
}
