import {
  type NewPasswordFormInput,
  RESET_LINK_INVALID,
  newPasswordFormSchema,
} from '@contracts/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { completeReset } from './password-reset-api';

type NewPasswordFormProps = {
  token: string;
  onDone: () => void;
  /** The link stopped working while the page was open (used in another tab, replaced, expired). */
  onExpired: () => void;
};

/** New password twice, "Set new password"; the rules are the back office's (contracts/user.ts). */
export function NewPasswordForm({ token, onDone, onExpired }: NewPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const answer = await completeReset(token, password);
    if (answer.success) onDone();
    else if (answer.error === RESET_LINK_INVALID) onExpired();
    else setFailure(answer.error);
  });

  const field = (name: 'password' | 'confirmPassword', label: string) => {
    const message = errors[name]?.message;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={`reset-${name}`}>{label}</Label>
        <Input
          id={`reset-${name}`}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `reset-${name}-error` : undefined}
          {...register(name)}
        />
        {message ? (
          <p id={`reset-${name}-error`} className="text-sm text-blood-400">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {field('password', 'New password')}
      {field('confirmPassword', 'Confirm new password')}
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-blood-700 bg-blood-900/40 px-3 py-2 text-sm text-bone-50"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
