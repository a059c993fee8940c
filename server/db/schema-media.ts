import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** The media library's tables (shapes as stored). */

export interface MediaTable {
  id: Generated<number>;
  kind: 'image' | 'video';
  mime: string;
  size: number;
  storage_key: string;
  original_name: string;
  created_by: number | null;
  created_at: Timestamp;
  /** Pixels after EXIF orientation (migration 017); null for a video or an older upload. */
  width: number | null;
  height: number | null;
  /** The image's average colour, `rrggbb`, drawn while it loads. */
  color: string | null;
  variants: Generated<MediaVariants>;
  /** Edited in the media library (migration 018); empty until then. */
  alt_text: Generated<string>;
  caption: Generated<string>;
  /** Lower-cased name, alt text and caption, for the library's search. */
  search_text: string | null;
}

/** The bytes the media storage holds: one row, id 1 (migration 020). */
export interface MediaTallyTable {
  id: number;
  bytes: number;
}

/** Where an image's responsive variants stand (docs/decisions/0031). */
export type MediaVariants = 'none' | 'pending' | 'ready' | 'failed';
