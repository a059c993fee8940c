import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { runWithToasts } from './run-with-toasts';
import type { ItemDialogProps } from './use-item-dialog';

/** Add (item null) and Edit of one kind of item share a dialog titled after `noun`. */
export function ItemFormDialog<T>({
  open,
  onOpenChange,
  item,
  noun,
  description,
  children,
}: ItemDialogProps<T> & {
  noun: string;
  description: ReactNode;
  /** The form, given what closes the dialog once it is saved or cancelled. */
  children: (onDone: () => void) => ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? `Edit ${noun}` : `Add ${noun}`}
      description={description}
    >
      {children(() => onOpenChange(false))}
    </FormDialog>
  );
}

type Writes<Input> = {
  create: { mutateAsync: (input: Input) => Promise<unknown> };
  update: { mutateAsync: (change: { id: number; input: Input }) => Promise<unknown> };
};

/** Creates or updates `item` with toasts; resolves true once saved, so the form may close. */
export function saveItem<Input>(
  item: { id: number } | null,
  { create, update }: Writes<Input>,
  values: Input,
  texts: { added: string; updated: string; addFailed: string; updateFailed: string },
) {
  return runWithToasts(
    () => (item ? update.mutateAsync({ id: item.id, input: values }) : create.mutateAsync(values)),
    item
      ? { success: texts.updated, failure: texts.updateFailed }
      : { success: texts.added, failure: texts.addFailed },
  );
}
