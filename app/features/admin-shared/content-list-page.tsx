import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
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
import { useServedLocales } from './translations/served-locales';
import { type TranslatableResource, TranslateDialog } from './translations/translate-dialog';
import { TranslationControls } from './translations/translation-controls';
import type { TranslationStatus } from '@contracts/translation';

type ItemActions<T> = {
  edit: (item: T) => void;
  askDelete: (item: T) => void;
  /** The row's translation buttons, one per locale other than the default; null on a one-language site. */
  translations: (item: T) => ReactNode;
};

/** The names, the list, the delete and the translations of one kind of content (content-resource.ts). */
type ListAndDelete<T> = TranslatableResource & {
  useTranslationStatuses: (
    locales: readonly string[],
  ) => Map<string, Map<number, TranslationStatus | undefined>>;
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
  /** Names the item on its translation buttons: "Translate FAQ: How do I play? into French". */
  itemLabel: (item: T) => string;
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
  itemLabel,
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
  const translations = useRowTranslations(resource, itemLabel);
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
        {children(items, { edit: openEdit, askDelete, translations: translations.controls })}
      </ListState>
      <ItemFormDialog
        {...dialog}
        nextOrder={items.length + 1}
        names={names}
        description={formDescription}
        Form={Form}
      />
      {translations.dialog}
      <ConfirmDialog
        {...confirmProps}
        title={`Delete ${names.title}`}
        description={deleteQuestion(names, toDeleteLabel)}
      />
    </div>
  );
}

/**
 * The rows' translation buttons and the dialog they open (docs/decisions/0054): on a site serving
 * more than one locale, for a resource with translatable fields; nothing otherwise.
 */
function useRowTranslations<T extends { id: number }>(
  resource: ListAndDelete<T>,
  itemLabel: (item: T) => string,
) {
  const served = useServedLocales();
  const others = resource.translatable.length ? served.all.filter((locale) => locale !== served.default) : [];
  const statuses = resource.useTranslationStatuses(others);
  const [translating, setTranslating] = useState<{ item: T; locale: string } | null>(null);
  const controls = (item: T) =>
    others.length ? (
      <TranslationControls
        label={`${resource.names.title}: ${itemLabel(item)}`}
        locales={others}
        statuses={(locale) => statuses.get(locale)?.get(item.id)}
        fields={resource.translatable.length}
        onTranslate={(locale) => setTranslating({ item, locale })}
      />
    ) : null;
  const dialog = (
    <TranslateDialog
      resource={resource}
      item={translating ? (translating.item as unknown as { id: number } & Record<string, unknown>) : null}
      locale={translating?.locale ?? served.default}
      onClose={() => setTranslating(null)}
    />
  );
  return { controls, dialog };
}
