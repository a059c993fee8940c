import { PASSWORD_RULE_MESSAGES, type User, type UserUpdateInput } from '@contracts/user';
import { useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { InputField } from '~/components/ui/input-field';
import { NativeSelect } from '~/components/ui/native-select';
import { ROLE_LABELS } from '~/features/admin-session/roles';
import { FormProblem } from './form-problem';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { invalidFlagBinder } from '~/features/admin-shared/field-binder';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { NewPasswordField } from '~/features/admin-shared/new-password-field';
import { useUserMutations } from './user-api';
import {
  type EditUserValues,
  currentPasswordProblem,
  duplicateProblem,
  editUserSchema,
  formProblem,
} from './user-form-schema';
import { editableRoles } from './user-permissions';
import { ViewActivityLink } from '~/features/admin-activity/view-activity-link';

type EditUserDialogProps = {
  actor: User;
  users: readonly User[];
  /** The user being edited; null closes the dialog. */
  user: User | null;
  onClose: () => void;
  /** After the signed-in user edited their own account. */
  onSelfUpdated: () => void;
};

export function EditUserDialog({ user, ...props }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent>{user ? <EditUserForm key={user.id} user={user} {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

/** Name, email, role where allowed, and an optional new password that resets the old one. */
function EditUserForm({ actor, users, user, onClose, onSelfUpdated }: EditUserDialogProps & { user: User }) {
  const [problem, setProblem] = useState<string>();
  const { update } = useUserMutations();
  const roles = editableRoles(actor, user);
  const isSelf = user.id === actor.id;
  const { register, handleSubmit, setError, formState, control } = useBackOfficeForm(editUserSchema, {
    name: user.name,
    email: user.email,
    role: user.role,
    password: '',
    currentPassword: '',
  });
  const [password = '', email = '', name = ''] = useWatch({ control, name: ['password', 'email', 'name'] });

  const report = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const onValid = async (values: EditUserValues) => {
    const duplicate = duplicateProblem(users, { email: values.email }, user.id);
    if (duplicate) {
      setError('email', { message: duplicate.message });
      return report(duplicate.message);
    }
    const needsCurrent = currentPasswordProblem(values, user, actor);
    if (needsCurrent) {
      setError('currentPassword', { message: needsCurrent });
      return report(needsCurrent);
    }
    const input: UserUpdateInput = { name: values.name, email: values.email };
    if (isSelf && values.currentPassword) input.currentPassword = values.currentPassword;
    if (values.role !== user.role && roles.includes(values.role)) input.role = values.role;
    if (values.password) input.password = values.password;
    setProblem(undefined);
    try {
      await update.mutateAsync({ id: user.id, input });
      toast.success('User updated successfully!', {
        description: values.password ? `${values.name}'s password has been reset.` : undefined,
      });
      if (isSelf) onSelfUpdated();
      onClose();
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : 'Please try again later.';
      setProblem(text);
      if (PASSWORD_RULE_MESSAGES.includes(text)) setError('password', { message: text });
      toast.error('Failed to update user', { description: text });
    }
  };

  const onInvalid = (errors: FieldErrors<EditUserValues>) => {
    const message = formProblem(errors);
    if (message) report(message);
  };

  // Problems are reported once, in the form's message, so a field is only marked invalid.
  const fieldProps = invalidFlagBinder(register, formState.errors);

  return (
    <>
      <DialogTitle>Edit User</DialogTitle>
      <DialogDescription>
        @{user.username}
        {isSelf ? ' (your account)' : ''}
      </DialogDescription>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-5 flex flex-col gap-4">
        <InputField id="edit-user-name" label="Full Name" required {...fieldProps('name')} />
        <InputField id="edit-user-email" label="Email" required type="email" {...fieldProps('email')} />
        <FormField
          id="edit-user-role"
          label="Role"
          hint={
            roles.length === 1
              ? isSelf
                ? 'You cannot change your own role.'
                : 'You cannot change this role.'
              : undefined
          }
        >
          {roles.length === 1 ? (
            // Not a disabled select: a disabled field would drop out of the submitted values.
            <Input id="edit-user-role" readOnly value={ROLE_LABELS[user.role]} className="opacity-70" />
          ) : (
            <NativeSelect id="edit-user-role" {...register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <NewPasswordField
          id="edit-user-password"
          label="New Password"
          hint="Leave empty to keep the current password. A new one signs the user out elsewhere."
          password={password}
          account={{ username: user.username, email, name }}
          {...fieldProps('password')}
        />
        {isSelf ? (
          <InputField
            id="edit-user-current-password"
            label="Current Password"
            hint="Needed to change your email or password."
            type="password"
            autoComplete="current-password"
            {...fieldProps('currentPassword')}
          />
        ) : null}
        <FormProblem message={problem} />
        <FormDialogFooter
          className="mt-2"
          onCancel={onClose}
          submitLabel="Save Changes"
          saving={update.isPending}
        >
          <ViewActivityLink entity="user" entityId={user.id} className="sm:mr-auto" />
        </FormDialogFooter>
      </form>
    </>
  );
}
