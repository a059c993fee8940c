import type { ReactNode } from 'react';
import { useClasses } from './class-merge';
import { Label } from './label';

/** The id of a field's error text, for the control's aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The id of a field's hint, for a control that names it in aria-describedby. */
export const fieldHintId = (id: string) => `${id}-hint`;

/** The id of a field's label, for a control that is not a form element (aria-labelledby). */
export const fieldLabelId = (id: string) => `${id}-label`;

/** What the field gives its control: its id, and what screen readers need to hear about it. */
export type FieldControlProps = {
  id: string;
  'aria-required'?: 'true';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export type FieldProps = {
  id: string;
  label: ReactNode;
  /** The red asterisk, and aria-required on the control. */
  required?: boolean;
  hint?: ReactNode;
  /** Shown under the control; the control is then invalid and described by it. */
  error?: string;
};

type FieldWiring = FieldProps & {
  /** The id of a message shown elsewhere (one for the whole form) that describes the control. */
  describedBy?: string;
  /** Invalid without an error of its own, when the form's message speaks for several fields. */
  invalid?: boolean;
};

/**
 * The control's side of the field: its id, aria-required, and while something is wrong
 * aria-invalid; aria-describedby names the hint and the error (or the form's message).
 */
export function fieldControl({
  id,
  required,
  hint,
  error,
  describedBy,
  invalid,
}: FieldWiring): FieldControlProps {
  const described = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null, describedBy ?? null]
    .filter((part) => part !== null)
    .join(' ');
  return {
    id,
    ...(required ? { 'aria-required': 'true' as const } : {}),
    ...((invalid ?? Boolean(error)) ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

/**
 * Every labelled field of the site: a label (with a red asterisk when required), the control, its
 * hint and its error. Given a function as children, the field hands the control its wiring
 * (`fieldControl`); a control given as an element sets `id`, `aria-invalid` and
 * `aria-describedby` itself (the rich-text editor, whose control is not a form element).
 */
export function FormField({
  className,
  labelHidden = false,
  children,
  ...wiring
}: FieldWiring & {
  className?: string;
  /** The label for screen readers only, where the placeholder and the place say what to type. */
  labelHidden?: boolean;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const { id, label, required = false, hint, error } = wiring;
  return (
    <div className={useClasses('flex flex-col gap-1.5', className)}>
      <Label id={fieldLabelId(id)} htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-blood-400">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? children(fieldControl(wiring)) : children}
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
