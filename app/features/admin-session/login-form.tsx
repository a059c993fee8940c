import { loginSchema } from '@contracts/auth';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { SignInResult } from './admin-session-provider';
import type { SecondFactor } from './session-api';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TwoFactorStep } from './two-factor-step';
import { SignInAlert } from './sign-in-alert';

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

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-5">
      <FormField
        id="login-username"
        label="Username"
        invalid={Boolean(errors.username)}
        describedBy={message ? 'login-error' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            {...form.field('username')}
          />
        )}
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        invalid={Boolean(errors.password)}
        describedBy={message ? 'login-error' : undefined}
      >
        {(control) => (
          <>
            <div className="relative">
              <Input
                {...control}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                aria-required="true"
                className="pr-11"
                {...form.field('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-bone-300 hover:text-bone-50"
              >
                {showPassword ? (
                  <EyeOff aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
              </button>
            </div>
            <Link
              to="/admin/forgot-password"
              className="self-end text-sm text-bone-300 underline-offset-4 hover:text-bone-50 hover:underline"
            >
              Forgot password?
            </Link>
          </>
        )}
      </FormField>
      <SignInAlert id="login-error">{message}</SignInAlert>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <PasskeySignInButton onSuccess={onSuccess} />
    </form>
  );
}
