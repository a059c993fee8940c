import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListState } from './list-state';
import { PageHeader } from './page-header';
import { PreviewLink } from './preview-link';
import { runWithToasts } from './run-with-toasts';
import { useConfirmDelete } from './use-confirm-delete';
import { type ItemDialogProps, useItemDialog } from './use-item-dialog';
import { useLoadErrorToast } from './use-load-error-toast';

type ItemActions<T> = { edit: (item: T) => void; askDelete: (item: T) => void };

/**
 * A back-office screen for one kind of site content shown on a public page (chapters, FAQs, game
 * modes): header with preview and Add, the list, its Add/Edit dialog and the delete confirmation.
 */
export function ContentListPage<T extends { id: number }>({
  title,
  description,
  preview,
  addLabel,
  query,
  loadingLabel,
  loadFailure,
  retryLabel,
  emptyText,
  children,
  FormDialog,
  remove,
  deleteDialog,
}: {
  title: string;
  description: string;
  preview: { href: string; label: string };
  addLabel: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  /** Toasted and shown when the list cannot be loaded. */
  loadFailure: string;
  retryLabel?: string;
  emptyText: string;
  children: (items: T[], actions: ItemActions<T>) => ReactNode;
  FormDialog: ComponentType<ItemDialogProps<T> & { nextOrder: number }>;
  remove: { mutateAsync: (id: number) => Promise<unknown>; success: string; failure: string };
  deleteDialog: { title: string; description: (item: T | null) => string };
}) {
  const { openAdd, openEdit, dialog } = useItemDialog<T>();
  const { toDelete, askDelete, confirmProps } = useConfirmDelete((item: T) =>
    runWithToasts(() => remove.mutateAsync(item.id), { success: remove.success, failure: remove.failure }),
  );
  useLoadErrorToast(query, loadFailure);
  const items = query.data ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description}>
        <div className="flex flex-wrap gap-2">
          <PreviewLink href={preview.href}>{preview.label}</PreviewLink>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" /> {addLabel}
          </Button>
        </div>
      </PageHeader>
      <ListState
        query={query}
        loadingLabel={loadingLabel}
        errorFallback={loadFailure}
        retryLabel={retryLabel}
        isEmpty={!items.length}
        emptyText={emptyText}
      >
        {children(items, { edit: openEdit, askDelete })}
      </ListState>
      <FormDialog {...dialog} nextOrder={items.length + 1} />
      <ConfirmDialog
        {...confirmProps}
        title={deleteDialog.title}
        description={deleteDialog.description(toDelete)}
      />
    </div>
  );
}
