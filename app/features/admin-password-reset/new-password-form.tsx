import {
  type NewPasswordFormInput,
  RESET_LINK_INVALID,
  newPasswordFormSchema,
} from '@contracts/password-reset';
import { PASSWORD_RULE_MESSAGES } from '@contracts/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { PASSWORD_HINT, PasswordStrength } from '~/features/admin-shared/password-strength';
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
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const answer = await completeReset(token, password, removePasskeys);
    if (answer.success) onDone();
    else if (answer.error === RESET_LINK_INVALID) onExpired();
    else if (PASSWORD_RULE_MESSAGES.includes(answer.error))
      setError('password', { message: answer.error }, { shouldFocus: true });
    else setFailure(answer.error);
  });

  const field = (name: 'password' | 'confirmPassword', label: string, hint?: string) => {
    const message = errors[name]?.message;
    const describedBy = [hint && `reset-${name}-hint`, message && `reset-${name}-error`].filter(Boolean);
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={`reset-${name}`}>{label}</Label>
        <Input
          id={`reset-${name}`}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          {...register(name)}
        />
        {hint ? (
          <p id={`reset-${name}-hint`} className="text-xs text-bone-500">
            {hint}
          </p>
        ) : null}
        {message ? (
          <p id={`reset-${name}-error`} className="text-sm text-blood-400">
            {message}
          </p>
        ) : null}
        {name === 'password' ? <PasswordStrength id="reset-password-strength" password={password} /> : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {field('password', 'New password', PASSWORD_HINT)}
      {field('confirmPassword', 'Confirm new password')}
      <div className="flex items-start gap-3">
        <input
          id="reset-remove-passkeys"
          type="checkbox"
          className="mt-0.5 size-4 accent-blood-500"
          checked={removePasskeys}
          onChange={(event) => setRemovePasskeys(event.target.checked)}
          aria-describedby="reset-remove-passkeys-hint"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="reset-remove-passkeys">Also remove every passkey of this account</Label>
          <p id="reset-remove-passkeys-hint" className="text-xs text-bone-500">
            A passkey signs in without the password. Remove them if someone else may have added one; you can
            add yours again in Settings.
          </p>
        </div>
      </div>
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
