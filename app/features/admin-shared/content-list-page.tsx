import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { type ContentNames, deleteQuestion, writeToasts } from './content-names';
import { type ItemFormProps, ItemFormDialog } from './item-form-dialog';
import { ListState } from './list-state';
import { PageHeader } from './page-header';
import { PreviewLink } from './preview-link';
import { runWithToasts } from './run-with-toasts';
import { useConfirmDelete } from './use-confirm-delete';
import { useItemDialog } from './use-item-dialog';
import { useLoadErrorToast } from './use-load-error-toast';

type ItemActions<T> = { edit: (item: T) => void; askDelete: (item: T) => void };

/** The names, the list and the delete of one kind of content (content-resource.ts). */
type ListAndDelete<T> = {
  names: ContentNames;
  useList: () => UseQueryResult<T[]>;
  useWrites: () => { remove: { mutateAsync: (id: number) => Promise<unknown> } };
};

export type ContentListPageProps<T> = {
  title: string;
  description: string;
  preview: { href: string; label: string };
  resource: ListAndDelete<T>;
  retryLabel?: string;
  emptyText: string;
  children: (items: T[], actions: ItemActions<T>) => ReactNode;
  /** The Add/Edit form, in a dialog titled after the resource's names and described by `formDescription`. */
  Form: ComponentType<ItemFormProps<T>>;
  formDescription: ReactNode;
  /** Names the item in the delete confirmation; without it the question says "this FAQ". */
  deleteLabel?: (item: T) => string;
};

/**
 * A back-office screen for one kind of site content shown on a public page (chapters, FAQs, game
 * modes): header with preview and Add, the list, its Add/Edit dialog and the delete confirmation,
 * worded after the content's names.
 */
export function ContentListPage<T extends { id: number }>({
  title,
  description,
  preview,
  resource,
  retryLabel,
  emptyText,
  children,
  Form,
  formDescription,
  deleteLabel,
}: ContentListPageProps<T>) {
  const { names } = resource;
  const query = resource.useList();
  const { remove } = resource.useWrites();
  const { openAdd, openEdit, dialog } = useItemDialog<T>();
  const { toDelete, askDelete, confirmProps } = useConfirmDelete((item: T) =>
    runWithToasts(() => remove.mutateAsync(item.id), writeToasts(names).delete),
  );
  useLoadErrorToast(query, `Failed to load ${names.many}`);
  const items = query.data ?? [];
  // While the dialog closes the item is gone already; a named question keeps its quotes meanwhile.
  const toDeleteLabel = deleteLabel && (toDelete ? deleteLabel(toDelete) : '');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description}>
        <div className="flex flex-wrap gap-2">
          <PreviewLink href={preview.href}>{preview.label}</PreviewLink>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" /> {`Add ${names.title}`}
          </Button>
        </div>
      </PageHeader>
      <ListState
        query={query}
        what={names.many}
        retryLabel={retryLabel}
        isEmpty={!items.length}
        emptyText={emptyText}
      >
        {children(items, { edit: openEdit, askDelete })}
      </ListState>
      <ItemFormDialog
        {...dialog}
        nextOrder={items.length + 1}
        names={names}
        description={formDescription}
        Form={Form}
      />
      <ConfirmDialog
        {...confirmProps}
        title={`Delete ${names.title}`}
        description={deleteQuestion(names, toDeleteLabel)}
      />
    </div>
  );
}
