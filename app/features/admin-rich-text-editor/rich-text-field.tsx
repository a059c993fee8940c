import { type ReactNode, Suspense, lazy } from 'react';
import { fieldErrorId } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
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
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? fieldErrorId(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label id={labelId} htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-blood-400">
            *
          </span>
        ) : null}
      </Label>
      <Suspense fallback={<EditorSkeleton variant={variant} />}>
        <RichTextEditor
          id={id}
          labelledBy={labelId}
          variant={variant}
          required={required}
          invalid={Boolean(error)}
          describedBy={describedBy}
          {...editor}
        />
      </Suspense>
      {hint ? (
        <p id={hintId} className="text-xs text-bone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-blood-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
