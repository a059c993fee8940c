import { useState } from 'react';

/** The Add/Edit dialog's props: `item` null adds a new one. */
export type ItemDialogProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: T | null;
};

/**
 * The state of a list screen's Add/Edit dialog. The dialog keeps its item while it closes, so
 * the closing frame still shows the same title.
 */
export function useItemDialog<T>() {
  const [editing, setEditing] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const dialog: ItemDialogProps<T> = {
    ...editing,
    onOpenChange: (open) => setEditing((current) => ({ ...current, open })),
  };
  return {
    openAdd: () => setEditing({ open: true, item: null }),
    openEdit: (item: T) => setEditing({ open: true, item }),
    dialog,
  };
}
