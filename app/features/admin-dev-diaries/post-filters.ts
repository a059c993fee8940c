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
export type PostView = PostFilter & { page: number };

const STATUSES = STATUS_OPTIONS.map((o) => o.value);
const FEATURED = FEATURED_OPTIONS.map((o) => o.value);

export function readPostView(params: URLSearchParams): PostView {
  const status = params.get('status') as StatusFilter;
  const featured = params.get('featured') as FeaturedFilter;
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: STATUSES.includes(status) ? status : 'all',
    featured: FEATURED.includes(featured) ? featured : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writePostView(view: PostView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.featured !== 'all') params.set('featured', view.featured);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API query of a view: search over title, author and tags, the two filters, the page. */
export function postPageQuery(view: PostView) {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    // published (live), draft or scheduled (published with a date ahead), decided by the server.
    ...(view.status !== 'all' ? { status: view.status } : {}),
    ...(view.featured !== 'all' ? { featured: String(view.featured === 'featured') } : {}),
    limit: POSTS_PAGE_SIZE,
    offset: (view.page - 1) * POSTS_PAGE_SIZE,
  };
}
