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
  disabled = false,
  form,
  className,
}: {
  onCancel: () => void;
  submitLabel: string;
  saving: boolean;
  disabled?: boolean;
  form?: string;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={disabled || saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}
