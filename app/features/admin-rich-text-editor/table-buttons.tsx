import type { Editor } from '@tiptap/core';
import { BetweenHorizontalEnd, BetweenVerticalEnd, Columns3, Rows3, Trash2 } from 'lucide-react';
import { ToolbarButton } from './toolbar-button';
import { ToolbarDivider } from './toolbar-divider';

/** Shown in the toolbar while the caret is in a table: its rows, columns, and the table itself. */
export function TableButtons({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolbarDivider />
      <ToolbarButton
        label="Add row"
        icon={BetweenHorizontalEnd}
        onClick={() => chain().addRowAfter().run()}
      />
      <ToolbarButton label="Delete row" icon={Rows3} onClick={() => chain().deleteRow().run()} />
      <ToolbarButton
        label="Add column"
        icon={BetweenVerticalEnd}
        onClick={() => chain().addColumnAfter().run()}
      />
      <ToolbarButton label="Delete column" icon={Columns3} onClick={() => chain().deleteColumn().run()} />
      <ToolbarButton
        label="Delete table"
        icon={Trash2}
        onClick={() => chain().deleteTable().run()}
        className="text-blood-400"
      />
    </>
  );
}
