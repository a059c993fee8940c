import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Switch } from '~/components/ui/switch';
import { useControlledValue } from './controlled-value';
import type { BoundField } from './field-binder';

/**
 * An on/off setting in its own panel: its label and a note saying what it does, the switch on the
 * right, and optionally the state in words beside it (`stateText`, for sighted staff only: the
 * switch announces its own state). `unsetChecked`: shown before the form holds a value.
 */
export function SwitchSetting<T extends FieldValues, V>({
  control,
  name,
  id,
  label,
  note,
  stateText,
  unsetChecked = true,
}: BoundField<T, boolean | undefined, V> & {
  id: string;
  label: string;
  note: string;
  stateText?: string;
  unsetChecked?: boolean;
}) {
  const field = useControlledValue({ control, name });
  const noteId = `${id}-note`;
  const switchControl: ReactNode = (
    <Switch
      id={id}
      checked={field.value ?? unsetChecked}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      aria-describedby={noteId}
    />
  );
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border border-ink-700 bg-ink-850 p-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-bone-100">
          {label}
        </label>
        <p id={noteId} className="text-xs text-bone-500">
          {note}
        </p>
      </div>
      {stateText === undefined ? (
        switchControl
      ) : (
        <div className="flex items-center gap-2">
          <span className="text-sm text-bone-300" aria-hidden="true">
            {stateText}
          </span>
          {switchControl}
        </div>
      )}
    </div>
  );
}
