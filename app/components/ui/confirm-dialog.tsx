import { AlertDialog } from 'radix-ui';
import { buttonVariants } from './button';
import type { TitledDialogProps } from './dialog';

/** Asks before a destructive action; the confirm button names the action. */
export function ConfirmDialog({
  confirmLabel = 'Delete',
  onConfirm,
  ...dialog
}: TitledDialogProps & { confirmLabel?: string; onConfirm: () => void }) {
  return (
    <AlertDialog.Root open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/75" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-ink-600 bg-ink-900 p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-lg font-bold text-bone-50">
            {dialog.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-bone-300">
            {dialog.description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
