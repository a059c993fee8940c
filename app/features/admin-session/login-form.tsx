import { loginSchema } from '@contracts/auth';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { SignInResult } from './admin-session-provider';
import type { SecondFactor } from './session-api';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TwoFactorStep } from './two-factor-step';
import { SignInAlert } from './sign-in-alert';
import { SignInField } from './sign-in-field';
import { SignInPasswordField } from './sign-in-password-field';

const FIELDS = ['username', 'password'] as const;
const loadSchema = () => Promise.resolve(loginSchema);

type LoginFormProps = {
  onSignIn: (username: string, password: string) => Promise<SignInResult>;
  onSignInWithCode: (challenge: string, factor: SecondFactor) => Promise<SignInResult>;
  onSuccess: () => void;
};

/** Username, password with a show/hide toggle, Sign In (docs/back-office-screens.md §2 and §5). */
export function LoginForm({ onSignIn, onSignInWithCode, onSuccess }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once the password was right for an account with two-factor on. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useSchemaForm({ fields: FIELDS, loadSchema });
  const { errors, submitting } = form;

  const submit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    const result = await onSignIn(username, password);
    if (result.ok) onSuccess();
    else if (result.challenge) setChallenge(result.challenge);
    else setFailure(result.error ?? null);
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignInWithCode={onSignInWithCode}
        onSuccess={onSuccess}
        onBack={() => {
          // Start over: a new password step makes a new challenge.
          setChallenge(null);
          form.reset();
        }}
      />
    );
  }

  // Both fields share one message: 'Please fill in all fields'.
  const message = errors.username ?? errors.password ?? failure;
  const alertId = message ? 'login-error' : undefined;

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-5">
      <SignInField
        id="login-username"
        label="Username"
        invalid={Boolean(errors.username)}
        describedBy={alertId}
        autoComplete="username"
        {...form.field('username')}
      />
      <SignInPasswordField
        invalid={Boolean(errors.password)}
        describedBy={alertId}
        shown={showPassword}
        onShownChange={setShowPassword}
        {...form.field('password')}
      />
      <SignInAlert id="login-error">{message}</SignInAlert>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <PasskeySignInButton onSuccess={onSuccess} />
    </form>
  );
}
