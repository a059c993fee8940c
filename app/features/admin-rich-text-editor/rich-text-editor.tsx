import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '~/lib/cn';
import { type EditorVariant, editorExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { isSitePath } from './link-href';
import { formValueOf, toHtml } from './rich-text';
import { VideoDialog } from './video-dialog';
import './rich-text-editor.css';

export type RichTextEditorProps = {
  /** The editable area's id; the toolbar names it in aria-controls. */
  id: string;
  /** The id of the visible label: a contenteditable cannot be a <label for> target. */
  labelledBy: string;
  value: string;
  /** The form's value: the editor's HTML, or '' (or the typed spaces) when it holds no words. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  variant: EditorVariant;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  /** Lets the form move focus here on a validation error, as it does for inputs. */
  focusRef?: (target: { focus: () => void } | null) => void;
};

type Open = 'link' | 'image' | 'video' | null;

/** Tiptap with the toolbar and the library dialogs; loaded lazily by RichTextField. */
export function RichTextEditor({
  id,
  labelledBy,
  value,
  onChange,
  onBlur,
  variant,
  invalid = false,
  describedBy,
  required = false,
  focusRef,
}: RichTextEditorProps) {
  const [open, setOpen] = useState<Open>(null);
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };

  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      class: cn(
        'rich-text px-3 py-2 text-[0.9375rem] leading-relaxed text-bone-100 focus:outline-none',
        variant === 'full' ? 'min-h-64' : 'min-h-32',
      ),
    }),
    [id, labelledBy, required, invalid, describedBy, variant],
  );

  const extensions = useMemo(() => editorExtensions(variant), [variant]);
  const editor = useEditor({
    extensions,
    content: toHtml(value),
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const next = formValueOf(e.getHTML());
      emitted.current = next;
      callbacks.current.onChange(next);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (a form reset) replaces the text; our own echoes do not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(toHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    focusRef?.({ focus: () => editor.commands.focus() });
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  const close = () => setOpen(null);
  // An image or clip with a paragraph after it: the caret lands there, not on the new node, which
  // the next key or insert would otherwise replace.
  const insertBlock = (node: { type: string; attrs: object }) =>
    editor
      .chain()
      .focus()
      .insertContent([node, { type: 'paragraph' }])
      .run();
  // One dialog at a time, opened by its toolbar button. Once it closes, focus goes back to the
  // text, where the insert happened, rather than to the button.
  const dialogProps = (dialog: NonNullable<Open>) => ({
    open: open === dialog,
    onOpenChange: (next: boolean) => setOpen(next ? dialog : null),
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      editor.commands.focus();
    },
  });
  // The image and video dialogs' choice goes in as a block of their kind.
  const insertDialogProps = (kind: 'image' | 'video') => ({
    ...dialogProps(kind),
    onInsert: (attrs: object) => {
      insertBlock({ type: kind, attrs });
      close();
    },
  });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-ink-600 bg-ink-900 focus-within:border-blood-500 focus-within:ring-2 focus-within:ring-blood-500/40',
        invalid && 'border-blood-400',
      )}
    >
      <EditorToolbar
        editor={editor}
        variant={variant}
        controls={id}
        onLink={() => setOpen('link')}
        onImage={() => setOpen('image')}
        onVideo={() => setOpen('video')}
      />
      <EditorContent editor={editor} />
      <LinkDialog
        {...dialogProps('link')}
        href={open === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
        onApply={(href) => {
          const target = isSitePath(href) ? null : '_blank';
          const link = editor.chain().focus().extendMarkRange('link');
          // With no text selected, the address itself becomes the link's text.
          if (editor.state.selection.empty && !editor.isActive('link'))
            link.insertContent({
              type: 'text',
              text: href,
              marks: [{ type: 'link', attrs: { href, target } }],
            });
          else link.setLink({ href, target });
          link.run();
          close();
        }}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          close();
        }}
      />
      {variant === 'full' ? (
        <>
          <ImageDialog {...insertDialogProps('image')} />
          <VideoDialog {...insertDialogProps('video')} />
        </>
      ) : null}
    </div>
  );
}
