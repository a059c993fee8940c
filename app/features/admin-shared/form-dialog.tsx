import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

/**
 * The dialog around a back-office Add/Edit form. The form is mounted only while the dialog is
 * open, so every opening starts again from the item's current values.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className = 'max-w-2xl',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
