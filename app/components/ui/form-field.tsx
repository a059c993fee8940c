import type { ReactNode } from 'react';
import { useClasses } from './class-merge';
import { Label } from './label';

/** The id of a field's error text, for the control's aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The id of a field's hint, for a control that names it in aria-describedby. */
export const fieldHintId = (id: string) => `${id}-hint`;

/** The id of a field's label, for a control that is not a form element (aria-labelledby). */
export const fieldLabelId = (id: string) => `${id}-label`;

/**
 * A label (with a red asterisk when required), the control, and its error. The control itself
 * sets `id`, `aria-invalid` and `aria-describedby={fieldErrorId(id)}`.
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={useClasses('flex flex-col gap-1.5', className)}>
      <Label id={fieldLabelId(id)} htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-blood-400">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="text-xs text-bone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-blood-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
