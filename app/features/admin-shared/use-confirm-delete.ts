import { useState } from 'react';

/**
 * The item a delete confirmation asks about, and ConfirmDialog's props: confirming runs
 * `onDelete` on that item; either answer closes the dialog.
 */
export function useConfirmDelete<T>(onDelete: (item: T) => unknown) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  return {
    toDelete,
    askDelete: (item: T) => setToDelete(item),
    confirmProps: {
      open: toDelete !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setToDelete(null);
      },
      onConfirm: () => {
        if (toDelete !== null) void onDelete(toDelete);
        setToDelete(null);
      },
    },
  };
}
