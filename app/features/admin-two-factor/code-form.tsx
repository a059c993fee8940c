import { type TwoFactorCodeInput, twoFactorCodeSchema } from '@contracts/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/input-field';

type CodeFormProps = {
  id: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal ("Invalid code"), shown under the field. */
  error?: string | null;
  hint?: string;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
};

/** One field labelled Code and a button: every two-factor step asks the same way. */
export function CodeForm({ id, submitLabel, busy, error, hint, onSubmit, onCancel }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<TwoFactorCodeInput, unknown, z.output<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  // The form appears after a click: the cursor goes where the typing happens.
  useEffect(() => setFocus('code'), [setFocus]);
  return (
    <form onSubmit={handleSubmit(({ code }) => onSubmit(code))} noValidate className="flex flex-col gap-3">
      <InputField
        id={id}
        label="Code"
        required
        hint={hint}
        error={errors.code?.message ?? error ?? undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoCapitalize="none"
        spellCheck={false}
        className="max-w-48 font-mono tracking-widest"
        {...register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
