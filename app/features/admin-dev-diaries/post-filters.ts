import type { DevDiary } from '@contracts/dev-diary';

export type StatusFilter = 'all' | 'published' | 'draft';
export type FeaturedFilter = 'all' | 'featured' | 'not-featured';

export const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

export const FEATURED_OPTIONS: readonly { value: FeaturedFilter; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'featured', label: 'Featured Only' },
  { value: 'not-featured', label: 'Not Featured' },
];

export type PostFilter = { search: string; status: StatusFilter; featured: FeaturedFilter };

/** Case-insensitive search over title, author and tags, then the two filters (back-office.md §5). */
export function filterPosts(
  posts: readonly DevDiary[],
  { search, status, featured }: PostFilter,
): DevDiary[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    if (status === 'published' && !post.published) return false;
    if (status === 'draft' && post.published) return false;
    if (featured === 'featured' && !post.featured) return false;
    if (featured === 'not-featured' && post.featured) return false;
    if (!needle) return true;
    return (
      post.title.toLowerCase().includes(needle) ||
      post.author.toLowerCase().includes(needle) ||
      post.tags.some((tag) => tag.toLowerCase().includes(needle))
    );
  });
}

export function postStats(posts: readonly DevDiary[]) {
  const published = posts.filter((post) => post.published).length;
  return {
    total: posts.length,
    published,
    drafts: posts.length - published,
    featured: posts.filter((post) => post.featured).length,
  };
}
