import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { PatchBadge } from './patch-badge';
import { isAllowedHref } from './link-href';
import { VideoNode } from './video-node';

export type EditorVariant = 'full' | 'compact';

/**
 * What each variant may write. Everything here maps onto the server's allow-list; anything the
 * server would drop is left out, so what staff see is what visitors get.
 */
export function editorExtensions(variant: EditorVariant): Extensions {
  const starter = StarterKit.configure({
    heading: { levels: variant === 'full' ? [2, 3, 4] : [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Typed, pasted and autolinked hrefs alike: never javascript: or data:.
      isAllowedUri: (url) => isAllowedHref(url),
      shouldAutoLink: (url) => isAllowedHref(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
    },
  });
  if (variant === 'compact') return [starter];
  return [
    starter,
    Image.configure({ inline: false, allowBase64: false }),
    // Resizing would write widths the public page cannot honour without style attributes.
    TableKit.configure({ table: { resizable: false } }),
    VideoNode,
    PatchBadge,
  ];
}
