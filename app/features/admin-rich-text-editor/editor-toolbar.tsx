import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Film, ImagePlus, Link, Minus, Redo2, Table, Undo2 } from 'lucide-react';
import { Fragment, useRef } from 'react';
import type { EditorVariant } from './editor-extensions';
import { FORMAT_TOGGLE_GROUPS } from './format-toggles';
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
      pressed: Object.fromEntries(
        FORMAT_TOGGLE_GROUPS.flatMap((group) => group.toggles).map((toggle) => [
          toggle.label,
          e.isActive(toggle.name, toggle.attrs),
        ]),
      ),
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
      {FORMAT_TOGGLE_GROUPS.map((group, index) => (
        <Fragment key={group.name}>
          {index > 0 ? <ToolbarDivider /> : null}
          {group.toggles
            .filter((toggle) => full || !toggle.fullOnly)
            .map((toggle) => (
              <ToolbarButton
                key={toggle.label}
                label={toggle.label}
                icon={toggle.icon}
                pressed={state.pressed[toggle.label]}
                onClick={() => toggle.toggle(chain()).run()}
              />
            ))}
        </Fragment>
      ))}
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
