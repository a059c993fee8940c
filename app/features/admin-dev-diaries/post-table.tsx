import type { DevDiary } from '@contracts/dev-diary';
import type { User } from '@contracts/user';
import { Star } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { formatDateTime } from '~/lib/format-date';
import { canChangePost } from './post-permissions';
import { PostRowMenu } from './post-row-menu';
import { PostTagChips } from './post-tag-chips';

// The Actions column stays in view while a narrow screen scrolls the table sideways.
const STICKY_HEAD = 'sticky right-0 bg-ink-900 px-4 py-3 text-right shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]';
const STICKY_CELL = 'sticky right-0 bg-ink-900 px-4 py-2 text-right shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]';

const COLUMNS = ['Title', 'Author', 'Status', 'Featured', 'Date', 'Views', 'Actions'] as const;

type PostTableProps = {
  posts: readonly DevDiary[];
  user: User;
  state: 'loading' | 'error' | 'ready';
  busyId: number | null;
  onToggle: (post: DevDiary, flag: 'published' | 'featured') => void;
  onDelete: (post: DevDiary) => void;
};

function StateRow({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <tr>
      <td colSpan={COLUMNS.length} className={className ?? 'px-4 py-10 text-center text-bone-300'}>
        {children}
      </td>
    </tr>
  );
}

/** The posts table; it scrolls sideways inside its own box on narrow screens. */
export function PostTable({ posts, user, state, busyId, onToggle, onDelete }: PostTableProps) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Posts table" tabIndex={0}>
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="border-b border-ink-700 text-xs tracking-wide text-bone-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Actions' ? STICKY_HEAD : 'px-4 py-3'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {state === 'loading' ? (
            <StateRow>
              <span role="status">Loading dev diaries...</span>
            </StateRow>
          ) : state === 'error' ? (
            <StateRow className="px-4 py-10 text-center font-medium text-blood-400">
              <span role="alert">Failed to load dev diaries</span>
            </StateRow>
          ) : posts.length === 0 ? (
            <StateRow>No dev diaries found matching your criteria.</StateRow>
          ) : (
            posts.map((post) => (
              <tr key={post.id} className="align-top hover:bg-ink-850/60">
                <td className="max-w-80 min-w-56 px-4 py-3">
                  <p className="font-semibold break-words text-bone-50">{post.title}</p>
                  <PostTagChips tags={post.tags} limit={2} className="mt-1.5" />
                </td>
                <td className="px-4 py-3 text-bone-300">{post.author}</td>
                <td className="px-4 py-3">
                  <Badge variant={post.published ? 'success' : 'muted'}>
                    {post.published ? 'Published' : 'Draft'}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  {post.featured ? (
                    <Star aria-label="Featured" role="img" className="size-4 fill-ember-400 text-ember-400" />
                  ) : (
                    <Star aria-label="Not featured" role="img" className="size-4 text-ink-600" />
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-bone-300">
                  {formatDateTime(post.date || post.createdAt, '')}
                </td>
                <td className="px-4 py-3 text-bone-300 tabular-nums">{post.views.toLocaleString('en-US')}</td>
                <td className={STICKY_CELL}>
                  <PostRowMenu
                    post={post}
                    canChange={canChangePost(user, post)}
                    busy={busyId === post.id}
                    onToggle={(flag) => onToggle(post, flag)}
                    onDelete={() => onDelete(post)}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
