import { type ReactNode, Suspense, lazy } from 'react';
import { FormField, fieldErrorId, fieldHintId, fieldLabelId } from '~/components/ui/form-field';
import type { EditorVariant } from './editor-extensions';
import { EditorSkeleton } from './editor-skeleton';

// Tiptap and ProseMirror come in their own chunk, fetched when a form with the editor opens.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type RichTextFieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  variant: EditorVariant;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  focusRef?: (target: { focus: () => void } | null) => void;
};

/** FormField's layout (label, control, hint, error) around the rich text editor. */
export function RichTextField({
  id,
  label,
  required = false,
  hint,
  error,
  variant,
  ...editor
}: RichTextFieldProps) {
  const describedBy = [hint ? fieldHintId(id) : undefined, error ? fieldErrorId(id) : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <Suspense fallback={<EditorSkeleton variant={variant} />}>
        <RichTextEditor
          id={id}
          labelledBy={fieldLabelId(id)}
          variant={variant}
          required={required}
          invalid={Boolean(error)}
          describedBy={describedBy || undefined}
          {...editor}
        />
      </Suspense>
    </FormField>
  );
}
