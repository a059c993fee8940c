import type { ComponentType, ReactNode } from 'react';
import { type ContentNames, writeToasts } from './content-names';
import { FormDialog } from './form-dialog';
import { runWithToasts } from './run-with-toasts';
import type { ItemDialogProps } from './use-item-dialog';

/** What an Add/Edit form gets: the item (null: a new one, placed at `nextOrder`) and what closes it. */
export type ItemFormProps<T> = { item: T | null; nextOrder: number; onDone: () => void };

/** Add (item null) and Edit of one kind of ordered item share a dialog titled after its name. */
export function ItemFormDialog<T>({
  open,
  onOpenChange,
  item,
  nextOrder,
  names,
  description,
  Form,
}: ItemDialogProps<T> & {
  nextOrder: number;
  names: ContentNames;
  description: ReactNode;
  Form: ComponentType<ItemFormProps<T>>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? `Edit ${names.title}` : `Add ${names.title}`}
      description={description}
    >
      <Form item={item} nextOrder={nextOrder} onDone={() => onOpenChange(false)} />
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
  names: ContentNames,
) {
  const toasts = writeToasts(names);
  return item
    ? runWithToasts(() => update.mutateAsync({ id: item.id, input: values }), toasts.update)
    : runWithToasts(() => create.mutateAsync(values), toasts.add);
}
