import type { ReactNode } from 'react';
import type { FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import type { ContentNames } from './content-names';
import { FormDialogFooter } from './form-dialog-footer';
import { saveItem } from './item-form-dialog';

type Writes<Values> = Parameters<typeof saveItem<Values>>[1];

/**
 * The form in an item's Add/Edit dialog (ItemFormDialog): its fields, then Cancel and "Add …" or
 * "Update …" after the content's name, pressable once `complete`. A valid submit creates or
 * updates the item with toasts, and closes the dialog once it is saved.
 */
export function FormForItem<In extends FieldValues, Out>({
  form,
  item,
  resource,
  complete,
  onInvalid,
  onDone,
  children,
}: {
  form: Pick<UseFormReturn<In, unknown, Out>, 'handleSubmit' | 'formState'>;
  item: { id: number } | null;
  resource: { names: ContentNames; useWrites: () => Writes<Out> };
  complete: boolean;
  /** Called when a submit finds invalid fields, besides the messages under them. */
  onInvalid?: SubmitErrorHandler<In>;
  onDone: () => void;
  children: ReactNode;
}) {
  const writes = resource.useWrites();
  const submit = form.handleSubmit(async (values) => {
    if (await saveItem(item, writes, values, resource.names)) onDone();
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      {children}
      <FormDialogFooter
        onCancel={onDone}
        submitLabel={`${item ? 'Update' : 'Add'} ${resource.names.title}`}
        saving={form.formState.isSubmitting}
        disabled={!complete}
      />
    </form>
  );
}
