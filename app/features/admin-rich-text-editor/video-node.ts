import { Node, mergeAttributes } from '@tiptap/core';

export type VideoAttributes = { src: string; poster?: string | null };

/** A clip from the media library as `<video src poster controls>`, a block of its own. */
export const VideoNode = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null }, poster: { default: null } };
  },

  parseHTML() {
    return [{ tag: 'video[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes(HTMLAttributes, { controls: '' })];
  },
});
