import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { Switch } from '~/components/ui/switch';
import type { BoundField } from './field-binder';

/**
 * An on/off form value as a labelled switch. `unsetChecked` is what the switch shows before the
 * form holds a value (the schema's default).
 */
export function SwitchField<T extends FieldValues, V>({
  control,
  name,
  unsetChecked = true,
  children,
}: BoundField<T, boolean | undefined, V> & {
  unsetChecked?: boolean;
  children: ReactNode;
}) {
  const { field } = useController({ control, name });
  // FieldPathByValue guarantees a boolean (or nothing yet) at `name`; TypeScript cannot see it.
  const value = field.value as boolean | undefined;
  return (
    <label className="flex items-center gap-2 text-sm text-bone-100">
      <Switch checked={value ?? unsetChecked} onCheckedChange={field.onChange} />
      {children}
    </label>
  );
}
