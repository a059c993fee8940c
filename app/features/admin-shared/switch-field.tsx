import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Switch } from '~/components/ui/switch';
import { useControlledValue } from './controlled-value';
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
  const { value, onChange } = useControlledValue({ control, name });
  return (
    <label className="flex items-center gap-2 text-sm text-bone-100">
      <Switch checked={value ?? unsetChecked} onCheckedChange={onChange} />
      {children}
    </label>
  );
}
