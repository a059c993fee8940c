import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '~/components/ui/input-field';

/** An emptied box means "no order given" (the schema decides), never 0. */
export const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * The Order box of a hand-ordered list (chapters, game modes, FAQs). Spread
 * `register('order', { setValueAs: toOptionalNumber })` into it.
 */
export function OrderField({
  id,
  error,
  ...registration
}: { id: string; error?: string } & UseFormRegisterReturn) {
  return (
    <InputField
      id={id}
      label="Order"
      type="number"
      min={0}
      inputMode="numeric"
      error={error}
      {...registration}
    />
  );
}
