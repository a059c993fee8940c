import { RESET_LINK_INVALID, newPasswordFormSchema } from '@contracts/password-reset';
import { PASSWORD_RULE_MESSAGES } from '@contracts/user';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useSchemaForm } from '~/lib/use-schema-form';
import { PASSWORD_HINT, PasswordStrength } from '~/features/admin-shared/password-strength';
import { completeReset } from './password-reset-api';
import { SignInAlert } from '~/features/admin-session/sign-in-alert';

const FIELDS = ['password', 'confirmPassword'] as const;
const loadSchema = () => Promise.resolve(newPasswordFormSchema);

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
  const form = useSchemaForm({ fields: FIELDS, loadSchema, watch: ['password'] });
  const password = form.values?.password ?? '';

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    const answer = await completeReset(token, password, removePasskeys);
    if (answer.success) onDone();
    else if (answer.error === RESET_LINK_INVALID) onExpired();
    else if (PASSWORD_RULE_MESSAGES.includes(answer.error))
      form.setError('password', answer.error, { shouldFocus: true });
    else setFailure(answer.error);
  });

  const field = (name: (typeof FIELDS)[number], label: string, hint?: string) => (
    <FormField id={`reset-${name}`} label={label} hint={hint} error={form.errors[name]}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          {...form.field(name)}
        />
      )}
    </FormField>
  );

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-5">
      {/* The meter under the field, as on the settings page's password form. */}
      <div className="flex flex-col gap-2">
        {field('password', 'New password', PASSWORD_HINT)}
        <PasswordStrength id="reset-password-strength" password={password} />
      </div>
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
      <SignInAlert>{failure}</SignInAlert>
      <Button type="submit" size="lg" disabled={form.submitting}>
        {form.submitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
