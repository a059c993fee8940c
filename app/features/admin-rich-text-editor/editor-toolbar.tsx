import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Film,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Table,
  Undo2,
} from 'lucide-react';
import { useRef } from 'react';
import type { EditorVariant } from './editor-extensions';
import { PATCH_KINDS, PATCH_LABELS } from './patch-badge';
import { TableButtons } from './table-buttons';
import { ToolbarDivider } from './toolbar-divider';
import { ToolbarButton } from './toolbar-button';
import { useRovingFocus } from './use-roving-focus';

type EditorToolbarProps = {
  editor: Editor;
  variant: EditorVariant;
  /** The editable area the toolbar acts on. */
  controls: string;
  onLink: () => void;
  /** Left out when the form has no media library to pick from. */
  onImage: () => void;
  onVideo: () => void;
};

/** The formatting toolbar: one Tab stop, arrow keys between buttons, pressed state on toggles. */
export function EditorToolbar({ editor, variant, controls, onLink, onImage, onVideo }: EditorToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(ref);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: variant === 'full' && e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const full = variant === 'full';

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
      className="flex flex-wrap items-center gap-0.5 border-b border-ink-700 bg-ink-850 p-1"
    >
      <ToolbarButton
        label="Bold"
        icon={Bold}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Italic"
        icon={Italic}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarDivider />
      <ToolbarButton
        label="Heading 2"
        icon={Heading2}
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarButton
        label="Heading 3"
        icon={Heading3}
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      {full ? (
        <ToolbarButton
          label="Heading 4"
          icon={Heading4}
          pressed={state.h4}
          onClick={() => chain().toggleHeading({ level: 4 }).run()}
        />
      ) : null}
      <ToolbarDivider />
      <ToolbarButton
        label="Bulleted list"
        icon={List}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label="Numbered list"
        icon={ListOrdered}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        label="Quote"
        icon={Quote}
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      {full ? (
        <ToolbarButton
          label="Horizontal rule"
          icon={Minus}
          onClick={() => chain().setHorizontalRule().run()}
        />
      ) : null}
      <ToolbarDivider />
      <ToolbarButton label="Link" icon={Link} pressed={state.link} onClick={onLink} />
      {full ? (
        <>
          <ToolbarButton label="Image" icon={ImagePlus} onClick={onImage} />
          <ToolbarButton label="Video" icon={Film} onClick={onVideo} />
          <ToolbarButton
            label="Table"
            icon={Table}
            disabled={state.inTable}
            onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          />
          <ToolbarDivider />
          {PATCH_KINDS.map((kind) => (
            <ToolbarButton
              key={kind}
              label={PATCH_LABELS[kind]}
              text={PATCH_LABELS[kind]}
              onClick={() => chain().insertPatchBadge(kind).run()}
              className="px-2"
            />
          ))}
        </>
      ) : null}
      <ToolbarDivider />
      <ToolbarButton
        label="Undo"
        icon={Undo2}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Redo"
        icon={Redo2}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {state.inTable ? <TableButtons editor={editor} /> : null}
    </div>
  );
}
