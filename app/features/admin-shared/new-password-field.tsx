import type { ComponentProps } from 'react';
import { InputField } from '~/components/ui/input-field';
import { PasswordStrength } from './password-strength';

type NewPasswordFieldProps = Omit<ComponentProps<typeof InputField>, 'type' | 'autoComplete'> &
  Pick<ComponentProps<typeof PasswordStrength>, 'password' | 'account'>;

/**
 * A field for a new password with the strength meter under it (`id`-strength), which rates the
 * typed `password` against the account's own names.
 */
export function NewPasswordField({ password, account, ...field }: NewPasswordFieldProps) {
  return (
    <>
      <InputField type="password" autoComplete="new-password" {...field} />
      <PasswordStrength id={`${field.id}-strength`} password={password} account={account} />
    </>
  );
}
