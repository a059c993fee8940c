import type { TranslationFields, TranslationStatus } from '@contracts/translation';
import type { UseQueryResult } from '@tanstack/react-query';
import { z } from 'zod';
import { Badge } from '~/components/ui/badge';
import { InputField } from '~/components/ui/input-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { RichTextFormField } from '~/features/admin-rich-text-editor/rich-text-form-field';
import { RichTextView } from '~/features/admin-rich-text-editor/rich-text-view';
import { cn } from '~/lib/cn';
import { useBackOfficeForm } from '../back-office-form';
import type { ContentNames } from '../content-names';
import { FormDialog } from '../form-dialog';
import { FormDialogFooter } from '../form-dialog-footer';
import { ListState } from '../list-state';
import { runWithToasts } from '../run-with-toasts';
import { localeName, useServedLocales } from './served-locales';
import { type TranslatableField, textAt, translationBody } from './translatable';

type Row = { id: number } & Record<string, unknown>;

/** What the dialog needs of a content resource (content-resource.ts). */
export type TranslatableResource = {
  names: ContentNames;
  translatable: readonly TranslatableField[];
  /**
   * The fields of one row, where they depend on it: a fighter's role and bio, then each of its
   * abilities' texts (`abilities.0.name`). Without it, `translatable`.
   */
  fieldsOf?: (item: Row) => TranslatableField[];
  useInLocale: (id: number, locale: string) => UseQueryResult<Row & { translation?: TranslationStatus }>;
  useTranslate: () => {
    mutateAsync: (write: { id: number; locale: string; fields: TranslationFields }) => Promise<unknown>;
    isPending: boolean;
  };
};

/**
 * One row's translation into one locale (docs/back-office-screens.md §2, Translations): each field
 * beside its default-locale text, marked when that text changed after the translation was written.
 * A field left empty has no translation: visitors read the default text there.
 */
export function TranslateDialog({
  resource,
  item,
  locale,
  onClose,
}: {
  resource: TranslatableResource;
  item: Row | null;
  locale: string;
  onClose: () => void;
}) {
  const language = localeName(locale);
  const original = localeName(useServedLocales().default);
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Translate ${resource.names.title} into ${language}`}
      description={`Each field beside its ${original} text. A field left empty shows that text to ${language} readers.`}
      className="max-w-3xl"
    >
      {item ? <TranslationForm resource={resource} item={item} locale={locale} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function TranslationForm({
  resource,
  item,
  locale,
  onClose,
}: {
  resource: TranslatableResource;
  item: Row;
  locale: string;
  onClose: () => void;
}) {
  const query = resource.useInLocale(item.id, locale);
  return (
    <ListState query={query} what="translation" isEmpty={false} emptyText="">
      {query.data ? (
        <LoadedTranslationForm
          resource={resource}
          item={item}
          read={query.data}
          locale={locale}
          onClose={onClose}
        />
      ) : null}
    </ListState>
  );
}

function LoadedTranslationForm({
  resource,
  item,
  read,
  locale,
  onClose,
}: {
  resource: TranslatableResource;
  item: Row;
  read: Row & { translation?: TranslationStatus };
  locale: string;
  onClose: () => void;
}) {
  const translatable = resource.fieldsOf?.(item) ?? resource.translatable;
  const status = read.translation ?? { locale, missing: [], outdated: [] };
  // A list item's path (`abilities.0.name`) would read as nested values to the form: its key has none.
  const keyOf = (field: TranslatableField) => field.name.replaceAll('.', '__');
  const schema = z.object(Object.fromEntries(translatable.map((field) => [keyOf(field), z.string()])));
  const translated = (field: TranslatableField) =>
    status.missing.includes(field.name) ? '' : textAt(read, field.name);
  const form = useBackOfficeForm(
    schema,
    Object.fromEntries(translatable.map((field) => [keyOf(field), translated(field)])),
  );
  const translate = resource.useTranslate();
  const language = localeName(locale);

  const submit = form.handleSubmit(async (values) => {
    const fields = translationBody(
      translatable.map((field) => {
        const value = values[keyOf(field)];
        return [field.name, value?.trim() ? value : null] as const;
      }),
    );
    const saved = await runWithToasts(() => translate.mutateAsync({ id: item.id, locale, fields }), {
      success: `${language} translation saved`,
      failure: `Failed to save the ${language} translation`,
    });
    if (saved) onClose();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {translatable.map((field) => {
        const key = keyOf(field);
        const id = `translation-${key}`;
        const label = (
          <>
            {field.label} ({language})
            {status.outdated.includes(field.name) ? (
              <Badge variant="warning" className="ml-2">
                Outdated
              </Badge>
            ) : null}
          </>
        );
        const hint = status.outdated.includes(field.name)
          ? 'The original changed after this was translated.'
          : undefined;
        const rich = field.kind === 'rich' || field.kind === 'rich-full';
        // The whole editor's toolbar needs the dialog's width: its original goes above it, not beside.
        const wide = field.kind === 'rich-full';
        return (
          <div key={field.name} className={cn('grid gap-3', !wide && 'md:grid-cols-2')}>
            <div
              className={cn(
                'rounded-md border border-ink-700 bg-ink-900 p-3 text-sm text-bone-300',
                // A whole post would push its translation a screen away: it scrolls in its own box.
                wide && 'max-h-72 overflow-y-auto',
              )}
              {...(wide ? { role: 'region', 'aria-label': `${field.label} (original)`, tabIndex: 0 } : {})}
            >
              <p className="mb-1 text-xs font-semibold tracking-wide text-bone-500 uppercase">
                {field.label} (original)
              </p>
              {rich ? (
                <RichTextView value={textAt(item, field.name)} />
              ) : (
                <p className="break-words whitespace-pre-line">{textAt(item, field.name)}</p>
              )}
            </div>
            {rich ? (
              <RichTextFormField
                {...form.controlled(key)}
                id={id}
                label={label}
                variant={wide ? 'full' : 'compact'}
                hint={hint}
              />
            ) : field.kind === 'text' ? (
              <TextareaField id={id} label={label} hint={hint} rows={4} {...form.fieldProps(key)} />
            ) : (
              <InputField id={id} label={label} hint={hint} {...form.fieldProps(key)} />
            )}
          </div>
        );
      })}
      <FormDialogFooter
        onCancel={onClose}
        submitLabel={`Save ${language} translation`}
        saving={translate.isPending}
      />
    </form>
  );
}
