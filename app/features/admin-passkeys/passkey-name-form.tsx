import { passkeyNameSchema } from '@contracts/passkeys';
import { useEffect } from 'react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/input-field';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';

type PasskeyNameFormProps = {
  id: string;
  label: string;
  defaultName: string;
  submitLabel: string;
  busy: boolean;
  error?: string | null;
  hint?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

/** A passkey's name, for adding one or renaming it. */
export function PasskeyNameForm({
  id,
  label,
  defaultName,
  submitLabel,
  busy,
  error,
  hint,
  onSubmit,
  onCancel,
}: PasskeyNameFormProps) {
  const { fieldProps, handleSubmit, setFocus } = useBackOfficeForm(passkeyNameSchema, { name: defaultName });
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  // Under the name: its own problem first, else the server's answer to the last try.
  const nameField = fieldProps('name');
  return (
    <form onSubmit={handleSubmit(({ name }) => onSubmit(name))} noValidate className="flex flex-col gap-3">
      <InputField
        id={id}
        label={label}
        required
        hint={hint}
        maxLength={100}
        {...nameField}
        error={nameField.error ?? error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Working...' : submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
