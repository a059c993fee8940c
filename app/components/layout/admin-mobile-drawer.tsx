import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

type AdminMobileDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** The button that opened the drawer: it is outside Radix's trigger, so focus is returned by hand. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The side panel on small screens: a Radix dialog sliding in from the left, so focus is trapped
 * inside and Escape or the overlay closes it.
 */
export function AdminMobileDrawer({ open, onOpenChange, children, returnFocusRef }: AdminMobileDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 transition-opacity starting:opacity-0 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-ink-700 shadow-2xl transition-transform duration-200 starting:-translate-x-full lg:hidden"
        >
          <Dialog.Title className="sr-only">Admin navigation</Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Close navigation menu"
            className="absolute top-3.5 right-3 rounded p-1 text-bone-300 hover:text-bone-50"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
