import type { ComponentProps } from 'react';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';

type SignInFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  invalid: boolean;
  /** The form's SignInAlert while it shows a message: the sign-in pages tell problems there only. */
  describedBy: string | undefined;
};

/**
 * A required field of the sign-in pages whose text must arrive as typed (a username, an address, a
 * code): the keyboard neither capitalises nor marks spelling.
 */
export function SignInField({ id, label, invalid, describedBy, ...input }: SignInFieldProps) {
  return (
    <FormField id={id} label={label} invalid={invalid} describedBy={describedBy}>
      {(control) => (
        <Input {...control} autoCapitalize="none" spellCheck={false} aria-required="true" {...input} />
      )}
    </FormField>
  );
}
