import { MEDIA_KINDS } from '@contracts/media';
import { type UrlView, urlView } from '~/features/admin-shared/url-view';

/** Files per page: four rows of the widest grid. */
export const MEDIA_PAGE_SIZE = 24;

export const KIND_FILTER_OPTIONS = [
  { value: 'all', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
] as const;

/** What the library shows, as held in its URL (`?q=keep&kind=image&page=2`). */
export type MediaView = UrlView<{ kind: typeof MEDIA_KINDS }>;
export const mediaUrl = urlView({ kind: MEDIA_KINDS }, MEDIA_PAGE_SIZE);
