import { resetRequestSchema } from '@contracts/password-reset';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/use-schema-form';
import { requestResetLink } from './password-reset-api';
import { ResetNotice } from './reset-card';
import { SignInAlert } from '~/features/admin-session/sign-in-alert';
import { SignInField } from '~/features/admin-session/sign-in-field';

const FIELDS = ['email'] as const;
const loadSchema = () => Promise.resolve(resetRequestSchema);

/** Email and "Send reset link"; the answer replaces the form, the same whatever the address. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ fields: FIELDS, loadSchema });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const answer = await requestResetLink(email);
    if (answer.success) setSent(answer.data.message);
    else setFailure(answer.error);
  });

  if (sent) return <ResetNotice>{sent}</ResetNotice>;
  const message = form.errors.email ?? failure;

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-5">
      <SignInField
        id="reset-email"
        label="Email"
        invalid={Boolean(form.errors.email)}
        describedBy={message ? 'reset-email-error' : undefined}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <SignInAlert id="reset-email-error">{message}</SignInAlert>
      <Button type="submit" size="lg" disabled={form.submitting}>
        {form.submitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
