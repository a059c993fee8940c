import { resetRequestSchema } from '@contracts/password-reset';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useSchemaForm } from '~/lib/use-schema-form';
import { requestResetLink } from './password-reset-api';
import { ResetNotice } from './reset-card';
import { SignInAlert } from '~/features/admin-session/sign-in-alert';

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
      <FormField
        id="reset-email"
        label="Email"
        invalid={Boolean(form.errors.email)}
        describedBy={message ? 'reset-email-error' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            {...form.field('email')}
          />
        )}
      </FormField>
      <SignInAlert id="reset-email-error">{message}</SignInAlert>
      <Button type="submit" size="lg" disabled={form.submitting}>
        {form.submitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
