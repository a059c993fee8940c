import { urlView } from '~/features/admin-shared/url-view';

export type StatusFilter = 'all' | 'published' | 'draft' | 'scheduled';
export type FeaturedFilter = 'all' | 'featured' | 'not-featured';

export const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
];

export const FEATURED_OPTIONS: readonly { value: FeaturedFilter; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'featured', label: 'Featured Only' },
  { value: 'not-featured', label: 'Not Featured' },
];

export type PostFilter = { search: string; status: StatusFilter; featured: FeaturedFilter };

/** Posts per page of the screen. */
export const POSTS_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=balance&status=draft&featured=featured&page=2`). */
export const postUrl = urlView(
  { status: ['published', 'draft', 'scheduled'], featured: ['featured', 'not-featured'] },
  POSTS_PAGE_SIZE,
);
export type PostView = PostFilter & { page: number };

/** The API query of a view: search over title, author and tags, the two filters, the page. */
export function postPageQuery(view: PostView) {
  // status: published (live), draft or scheduled (published with a date ahead), decided by the server.
  const { featured, ...query } = postUrl.pageQuery(view);
  return { ...query, ...(featured ? { featured: String(featured === 'featured') } : {}) };
}
