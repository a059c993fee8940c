import { useState } from 'react';

/** The Add/Edit dialog's props: `item` null adds a new one. */
export type ItemDialogProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: T | null;
};

/**
 * The state of a list screen's Add/Edit dialog and of its delete confirmation. The dialog keeps
 * its item while it closes, so the closing frame still shows the same title.
 */
export function useEditAndDelete<T>() {
  const [editing, setEditing] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const dialog: ItemDialogProps<T> = {
    ...editing,
    onOpenChange: (open) => setEditing((current) => ({ ...current, open })),
  };
  return {
    openAdd: () => setEditing({ open: true, item: null }),
    openEdit: (item: T) => setEditing({ open: true, item }),
    askDelete: (item: T) => setToDelete(item),
    toDelete,
    dialog,
    /** ConfirmDialog's open state and confirm action, which runs `onDelete` on the item asked about. */
    confirm: (onDelete: (item: T) => unknown) => ({
      open: toDelete !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setToDelete(null);
      },
      onConfirm: () => {
        if (toDelete) void onDelete(toDelete);
        setToDelete(null);
      },
    }),
  };
}
