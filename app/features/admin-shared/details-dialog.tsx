import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '~/components/ui/dialog';

type DetailsDialogProps<T> = { item: T | null; onClose: () => void; children: (item: T) => ReactNode };

/** One record's details: open while there is a record, and any way of closing calls `onClose`. */
export function DetailsDialog<T>({ item, onClose, children }: DetailsDialogProps<T>) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{item !== null ? children(item) : null}</DialogContent>
    </Dialog>
  );
}
