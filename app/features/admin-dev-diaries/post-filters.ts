import { type UrlView, urlView } from '~/features/admin-shared/url-view';

const POST_STATUSES = ['published', 'draft', 'scheduled'] as const;
const POST_FEATURED = ['featured', 'not-featured'] as const;
const POST_FILTERS = { status: POST_STATUSES, featured: POST_FEATURED };

export type StatusFilter = 'all' | (typeof POST_STATUSES)[number];
export type FeaturedFilter = 'all' | (typeof POST_FEATURED)[number];

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
export const postUrl = urlView(POST_FILTERS, POSTS_PAGE_SIZE);
export type PostView = UrlView<typeof POST_FILTERS>;

/** The API query of a view: search over title, author and tags, the two filters, the page. */
export function postPageQuery(view: PostView) {
  // status: published (live), draft or scheduled (published with a date ahead), decided by the server.
  const { featured, ...query } = postUrl.pageQuery(view);
  return { ...query, ...(featured ? { featured: String(featured === 'featured') } : {}) };
}
