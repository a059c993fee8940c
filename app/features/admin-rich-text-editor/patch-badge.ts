import { Node } from '@tiptap/core';

/** The patch-notes badges the server keeps: `<span data-patch="buff">Buff</span>`. */
export const PATCH_KINDS = ['buff', 'nerf', 'fix'] as const;
export type PatchKind = (typeof PATCH_KINDS)[number];

export const PATCH_LABELS: Record<PatchKind, string> = { buff: 'Buff', nerf: 'Nerf', fix: 'Fix' };

const isPatchKind = (value: string | null): value is PatchKind => PATCH_KINDS.includes(value as PatchKind);

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    patchBadge: { insertPatchBadge: (kind: PatchKind) => ReturnType };
  }
}

/**
 * An inline atom: the word is set by the kind, so a badge can never read "Buff" while marked as a
 * nerf, and the caret steps over it as one character.
 */
export const PatchBadge = Node.create({
  name: 'patchBadge',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      kind: {
        default: 'buff',
        parseHTML: (element) => element.getAttribute('data-patch'),
        renderHTML: (attributes) => ({ 'data-patch': attributes.kind as string }),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-patch]',
        getAttrs: (element) => (isPatchKind(element.getAttribute('data-patch')) ? null : false),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', HTMLAttributes, PATCH_LABELS[node.attrs.kind as PatchKind]];
  },

  renderText({ node }) {
    return PATCH_LABELS[node.attrs.kind as PatchKind];
  },

  addCommands() {
    return {
      insertPatchBadge:
        (kind) =>
        ({ commands }) =>
          // A space after it, so typing goes on beside the badge rather than against it.
          commands.insertContent([
            { type: this.name, attrs: { kind } },
            { type: 'text', text: ' ' },
          ]),
    };
  },
});
