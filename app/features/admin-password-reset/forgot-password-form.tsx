import { type ResetRequestInput, resetRequestSchema } from '@contracts/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { requestResetLink } from './password-reset-api';
import { ResetNotice } from './reset-card';

/** Email and "Send reset link"; the answer replaces the form, the same whatever the address. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput, unknown, z.output<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const answer = await requestResetLink(email);
    if (answer.success) setSent(answer.data.message);
    else setFailure(answer.error);
  });

  if (sent) return <ResetNotice>{sent}</ResetNotice>;
  const message = errors.email?.message ?? failure;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-email">Email</Label>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={message ? 'reset-email-error' : undefined}
          {...register('email')}
        />
      </div>
      {message ? (
        <p
          id="reset-email-error"
          role="alert"
          className="rounded-md border border-blood-700 bg-blood-900/40 px-3 py-2 text-sm text-bone-50"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
