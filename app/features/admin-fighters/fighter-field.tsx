import type { ReactNode } from 'react';
import { Label } from '~/components/ui/label';
import { Required } from '~/components/ui/required-mark';

type FieldAria = {
  id: string;
  'aria-required'?: 'true';
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/**
 * One field of the fighter form: label (starred when required), the control, its hint and its
 * error in small print. `children` renders the control with the props that tie it to its label,
 * hint and error, so screen readers hear what sighted staff see.
 */
export function FighterField({
  id,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <Required />
          </>
        ) : null}
      </Label>
      {children({
        id,
        ...(required ? { 'aria-required': 'true' as const } : {}),
        'aria-invalid': !!error,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-bone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-blood-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
