import type { ChainedCommands } from '@tiptap/core';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
} from 'lucide-react';

/** A toolbar toggle: pressed while `name` (with `attrs`) applies at the caret, `toggle` switches it. */
export type FormatToggle = {
  label: string;
  icon: LucideIcon;
  name: string;
  attrs?: { level: number };
  toggle: (chain: ChainedCommands) => ChainedCommands;
  /** Only in the full editor (posts), not in the compact one (FAQ answers). */
  fullOnly?: boolean;
};

const HEADING_ICONS = { 2: Heading2, 3: Heading3, 4: Heading4 } as const;

/** The toolbar's toggles in their groups, in toolbar order. */
export const FORMAT_TOGGLE_GROUPS: readonly { name: string; toggles: readonly FormatToggle[] }[] = [
  {
    name: 'marks',
    toggles: [
      { label: 'Bold', icon: Bold, name: 'bold', toggle: (chain) => chain.toggleBold() },
      { label: 'Italic', icon: Italic, name: 'italic', toggle: (chain) => chain.toggleItalic() },
    ],
  },
  {
    name: 'headings',
    toggles: ([2, 3, 4] as const).map((level) => ({
      label: `Heading ${level}`,
      icon: HEADING_ICONS[level],
      name: 'heading',
      attrs: { level },
      toggle: (chain: ChainedCommands) => chain.toggleHeading({ level }),
      fullOnly: level === 4,
    })),
  },
  {
    name: 'blocks',
    toggles: [
      { label: 'Bulleted list', icon: List, name: 'bulletList', toggle: (chain) => chain.toggleBulletList() },
      {
        label: 'Numbered list',
        icon: ListOrdered,
        name: 'orderedList',
        toggle: (chain) => chain.toggleOrderedList(),
      },
      { label: 'Quote', icon: Quote, name: 'blockquote', toggle: (chain) => chain.toggleBlockquote() },
    ],
  },
];
