import { profileUpdateSchema } from '@contracts/account';
import type { User } from '@contracts/user';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { InputField } from '~/components/ui/input-field';
import { useAdminSession } from '~/features/admin-session/admin-session-provider';
import { MediaFormField } from '~/features/admin-media/media-form-field';
import { errorText } from '~/features/admin-shared/error-text';
import { FormSubmitRow } from '~/features/admin-shared/form-submit-row';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { CURRENT_PASSWORD_FOR_EMAIL, fieldOfServerError } from './account-form-schema';
import { useAccountMutations } from './account-api';

type ProfileValues = z.input<typeof profileUpdateSchema>;
type ProfileOutput = z.output<typeof profileUpdateSchema>;

const valuesOf = (profile: User): ProfileValues => ({
  name: profile.name,
  email: profile.email,
  avatar: profile.avatar,
  currentPassword: '',
});

/** Name, email and avatar; a new email also asks for the current password. */
export function ProfileForm({ profile }: { profile: User }) {
  const { refresh } = useAdminSession();
  const { updateProfile } = useAccountMutations();
  const [uploading, setUploading] = useState(false);
  const { fieldProps, controlled, control, handleSubmit, setError, reset } = useBackOfficeForm(
    profileUpdateSchema,
    valuesOf(profile),
  );
  const email = useWatch({ control, name: 'email' });
  const emailChanges = (email ?? '').trim() !== profile.email;

  const onValid = async ({ currentPassword, ...fields }: ProfileOutput) => {
    if (fields.email !== profile.email && !currentPassword) {
      setError('currentPassword', { message: CURRENT_PASSWORD_FOR_EMAIL }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await updateProfile.mutateAsync(
        fields.email !== profile.email ? { ...fields, currentPassword } : fields,
      );
      reset(valuesOf(saved));
      toast.success('Profile updated');
      // The header and menus show the name from the stored session.
      await refresh();
    } catch (error) {
      const message = errorText(error, 'Please try again later.');
      const field = fieldOfServerError(message);
      if (field) setError(field, { message }, { shouldFocus: true });
      toast.error('Failed to update profile', { description: message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4" aria-label="Profile">
      <div className="grid gap-4 md:grid-cols-2">
        <InputField id="profile-name" label="Name" required autoComplete="name" {...fieldProps('name')} />
        <InputField
          id="profile-email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          {...fieldProps('email')}
        />
      </div>
      <MediaFormField
        {...controlled('avatar')}
        kind="image"
        label="Avatar"
        hint="A square image works best. Max 5MB."
        onBusyChange={setUploading}
      />
      <InputField
        id="profile-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint={emailChanges ? 'Needed to change your email.' : 'Only needed to change your email.'}
        {...fieldProps('currentPassword')}
      />
      <FormSubmitRow
        label="Save profile"
        busyLabel="Saving..."
        busy={updateProfile.isPending}
        disabled={uploading}
      />
    </form>
  );
}
