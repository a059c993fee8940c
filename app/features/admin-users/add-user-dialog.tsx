import { PASSWORD_RULE_MESSAGES, type User } from '@contracts/user';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { ROLE_LABELS } from '~/features/admin-session/roles';
import { FormProblem } from './form-problem';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { invalidFlagBinder } from '~/features/admin-shared/field-binder';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { NewPasswordField } from '~/features/admin-shared/new-password-field';
import { PASSWORD_HINT } from '~/features/admin-shared/password-strength';
import { useUserMutations } from './user-api';
import {
  type AddUserValues,
  USER_MESSAGES,
  addUserSchema,
  duplicateProblem,
  formProblem,
  usernameProblem,
} from './user-form-schema';
import { roleChoices } from './user-permissions';

const EMPTY: AddUserValues = { name: '', username: '', email: '', password: '', role: 'user' };
/** Server answers worth showing as they are; anything else is a generic failure. */
const SHOWN = new Set<string>([
  USER_MESSAGES.emailTaken,
  USER_MESSAGES.usernameTaken,
  ...PASSWORD_RULE_MESSAGES,
]);
const SUCCESS_TOAST_MS = 3000;

/** Super admins only (docs/back-office-screens.md §6): name, username, email, password and role. */
export function AddUserDialog({ actor, users }: { actor: User; users: readonly User[] }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { create } = useUserMutations();
  const { register, control, handleSubmit, reset, setError, getValues, formState } = useBackOfficeForm(
    addUserSchema,
    EMPTY,
  );
  const [username = '', email = '', name = '', password = ''] = useWatch({
    control,
    name: ['username', 'email', 'name', 'password'],
  });
  const inlineUsername = usernameProblem(username);

  const report = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const onValid = async (values: AddUserValues) => {
    const duplicate = duplicateProblem(users, values);
    if (duplicate) {
      setError(duplicate.field, { message: duplicate.message });
      return report(duplicate.message);
    }
    setProblem(undefined);
    try {
      await create.mutateAsync(values);
      toast.success('User added successfully!', {
        description: `${values.name} has been added as ${ROLE_LABELS[values.role]}.`,
        duration: SUCCESS_TOAST_MS,
      });
      reset(EMPTY);
      setOpen(false);
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setProblem(text || 'Please try again later.');
      if (PASSWORD_RULE_MESSAGES.includes(text)) setError('password', { message: text });
      toast.error('Failed to add user', {
        description: SHOWN.has(text) ? text : 'Please try again later.',
      });
    }
  };

  const onInvalid = (errors: FieldErrors<AddUserValues>) => {
    const message = formProblem(errors) ?? usernameProblem(getValues('username'));
    if (message) report(message);
  };

  // Problems are reported once, in the form's message, so a field is only marked invalid.
  const fieldProps = invalidFlagBinder(register, formState.errors);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset(EMPTY);
          setProblem(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add User</DialogTitle>
        <DialogDescription>Create an account. Staff roles open the back office.</DialogDescription>
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-5 flex flex-col gap-4">
          <InputField
            id="add-user-name"
            label="Full Name"
            required
            autoComplete="off"
            {...fieldProps('name')}
          />
          {/* Invalid while the form holds an error for it, even one shown in the form's problem only. */}
          <FormField
            id="add-user-username"
            label="Username"
            required
            error={inlineUsername}
            invalid={Boolean(formState.errors.username)}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...fieldProps('username')}
              />
            )}
          </FormField>
          <InputField
            id="add-user-email"
            label="Email"
            required
            type="email"
            autoComplete="off"
            {...fieldProps('email')}
          />
          <NewPasswordField
            id="add-user-password"
            label="Password"
            required
            hint={PASSWORD_HINT}
            password={password}
            account={{ username, email, name }}
            {...fieldProps('password')}
          />
          <SelectField
            id="add-user-role"
            label="Role"
            options={roleChoices(actor)}
            labels={ROLE_LABELS}
            {...register('role')}
          />
          <FormProblem message={problem} />
          <FormDialogFooter
            className="mt-2"
            onCancel={() => setOpen(false)}
            submitLabel="Add User"
            saving={create.isPending}
            savingLabel="Adding..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
