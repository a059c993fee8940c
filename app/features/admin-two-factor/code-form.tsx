import { twoFactorCodeSchema } from '@contracts/two-factor';
import { useEffect } from 'react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/input-field';
import { useSchemaForm } from '~/lib/use-schema-form';

const FIELDS = ['code'] as const;
const loadSchema = () => Promise.resolve(twoFactorCodeSchema);

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
  const form = useSchemaForm({ fields: FIELDS, loadSchema });
  const { focus } = form;
  // The form appears after a click: the cursor goes where the typing happens.
  useEffect(() => focus('code'), [focus]);
  return (
    <form
      {...form.formProps}
      onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}
      className="flex flex-col gap-3"
    >
      <InputField
        id={id}
        label="Code"
        required
        hint={hint}
        error={form.errors.code ?? error ?? undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoCapitalize="none"
        spellCheck={false}
        className="max-w-48 font-mono tracking-widest"
        {...form.field('code')}
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
