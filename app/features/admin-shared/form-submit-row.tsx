import { Button } from '~/components/ui/button';

/**
 * The submit button of a settings form, on the right under the fields: disabled and saying
 * `busyLabel` while the form is being sent (`disabled` also holds it back, as while a file uploads).
 */
export function FormSubmitRow({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
