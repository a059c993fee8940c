import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

type NameOrEmail = 'name' | 'email';

/**
 * Who is writing, for a visitor's message to the team (the feedback and contact forms): name and
 * email, both required, side by side from small screens up. `input` gives each control the form's
 * own wiring (its name, `required`, the value the page's action was sent).
 */
export function NameEmailFields({
  idPrefix,
  errors,
  input,
}: {
  idPrefix: string;
  errors: Partial<Record<NameOrEmail, string>>;
  input: (name: NameOrEmail) => ComponentProps<'input'>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${idPrefix}-name`} label={<Trans>Name</Trans>} required error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" {...input('name')} />}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={<Trans>Email</Trans>} required error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...input('email')} />}
      </FormField>
    </div>
  );
}
