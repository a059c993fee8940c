import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';

/**
 * Cancel and submit. While saving, the submit button says so and cannot be pressed a second
 * time. `form` ties the button to a form it does not sit in.
 */
export function FormDialogFooter({
  onCancel,
  submitLabel,
  saving,
  savingLabel = 'Saving...',
  disabled = false,
  form,
  className,
  children,
}: {
  onCancel: () => void;
  submitLabel: string;
  saving: boolean;
  savingLabel?: string;
  disabled?: boolean;
  form?: string;
  className?: string;
  /** Shown before the two buttons (a link to the row's activity). */
  children?: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      {children}
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={disabled || saving}>
        {saving ? savingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
