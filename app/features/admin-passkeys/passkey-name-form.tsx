import { type PasskeyNameInput, passkeyNameSchema } from '@contracts/passkeys';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/input-field';

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
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<PasskeyNameInput, unknown, z.output<typeof passkeyNameSchema>>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: defaultName },
  });
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  return (
    <form onSubmit={handleSubmit(({ name }) => onSubmit(name))} noValidate className="flex flex-col gap-3">
      <InputField
        id={id}
        label={label}
        required
        hint={hint}
        maxLength={100}
        error={errors.name?.message ?? error ?? undefined}
        {...register('name')}
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
