import { type LoginInput, loginSchema } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import type { SignInResult } from './admin-session-provider';
import type { SecondFactor } from './session-api';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TwoFactorStep } from './two-factor-step';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async ({ username, password }) => {
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
          reset();
        }}
      />
    );
  }

  // Both fields share one message: 'Please fill in all fields'.
  const message = errors.username?.message ?? errors.password?.message ?? failure;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={message ? 'login-error' : undefined}
          {...register('username')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <div className="relative">
          <Input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-required="true"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={message ? 'login-error' : undefined}
            className="pr-11"
            {...register('password')}
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
      </div>
      {message ? (
        <p
          id="login-error"
          role="alert"
          className="rounded-md border border-blood-700 bg-blood-900/40 px-3 py-2 text-sm text-bone-50"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <PasskeySignInButton onSuccess={onSuccess} />
    </form>
  );
}
