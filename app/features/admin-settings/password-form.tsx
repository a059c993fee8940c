import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { PASSWORD_RULE_MESSAGES } from '@contracts/user';
import { InputField } from '~/components/ui/input-field';
import { errorText } from '~/features/admin-shared/error-text';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { FormSubmitRow } from '~/features/admin-shared/form-submit-row';
import { NewPasswordField } from '~/features/admin-shared/new-password-field';
import { PASSWORD_HINT } from '~/features/admin-shared/password-strength';
import { useAdminSession, useAdminUser } from '~/features/admin-session/admin-session-provider';
import { type PasswordFormValues, fieldOfServerError, passwordFormSchema } from './account-form-schema';
import { useAccountMutations } from './account-api';
import { PasskeysReview } from './passkeys-review';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password; the server then ends every other session of the account. */
export function PasswordForm() {
  const { changePassword } = useAccountMutations();
  const user = useAdminUser();
  const { refresh } = useAdminSession();
  const { fieldProps, handleSubmit, setError, reset, control } = useBackOfficeForm(passwordFormSchema, EMPTY);
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onValid = async ({ currentPassword, newPassword }: PasswordFormValues) => {
    try {
      const { ended } = await changePassword.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success('Password changed', {
        description:
          ended > 0
            ? `Signed out ${ended} other session${ended === 1 ? '' : 's'}.`
            : 'No other sessions were signed in.',
      });
      // A request to change the password (the banner of the admin layout) is answered now.
      if (user.passwordChangeRequired) await refresh();
    } catch (error) {
      const message = errorText(error, 'Please try again later.');
      if (PASSWORD_RULE_MESSAGES.includes(message))
        setError('newPassword', { message }, { shouldFocus: true });
      else if (fieldOfServerError(message) === 'currentPassword')
        setError('currentPassword', { message }, { shouldFocus: true });
      toast.error('Failed to change password', { description: message });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Change password"
    >
      <InputField
        id="password-current"
        label="Current password"
        required
        type="password"
        autoComplete="current-password"
        {...fieldProps('currentPassword')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <NewPasswordField
            id="password-new"
            label="New password"
            required
            hint={PASSWORD_HINT}
            password={newPassword}
            account={user}
            {...fieldProps('newPassword')}
          />
        </div>
        <InputField
          id="password-confirm"
          label="Confirm new password"
          required
          type="password"
          autoComplete="new-password"
          {...fieldProps('confirmPassword')}
        />
      </div>
      <FormSubmitRow label="Change password" busyLabel="Changing..." busy={changePassword.isPending} />
      <PasskeysReview passkeys={changePassword.data?.passkeys} />
    </form>
  );
}
