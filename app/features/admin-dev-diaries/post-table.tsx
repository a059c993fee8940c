import { type DevDiary, postStatus } from '@contracts/dev-diary';
import type { User } from '@contracts/user';
import { Clock, Star } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { DataTable, STICKY_CELL } from '~/features/admin-shared/data-table';
import { formatDateTime } from '~/lib/format-date';
import { formatCount } from '~/lib/intl-format';
import { canChangePost } from '@contracts/rules/post-permissions';
import { PostRowMenu } from './post-row-menu';
import { PostTitleCell } from './post-title-cell';
import { formatInZone } from './studio-time';
import type { PostTranslations } from './use-post-translations';
import { useStudioTimeZone } from './use-studio-time-zone';

const COLUMNS = ['Title', 'Author', 'Status', 'Featured', 'Date', 'Views', 'Actions'] as const;

type PostTableProps = {
  posts: readonly DevDiary[];
  user: User;
  state: 'loading' | 'error' | 'ready';
  busyId: number | null;
  onToggle: (post: DevDiary, flag: 'published' | 'featured') => void;
  onDelete: (post: DevDiary) => void;
  /** Each post's translation status and the dialog's opener; no locales on a one-language site. */
  translations: PostTranslations;
};

/** The posts table; it scrolls sideways inside its own box on narrow screens. */
export function PostTable({ posts, user, state, busyId, onToggle, onDelete, translations }: PostTableProps) {
  const timeZone = useStudioTimeZone();
  const now = Date.now();
  return (
    <DataTable
      label="Posts table"
      columns={COLUMNS}
      className="min-w-[860px]"
      state={state}
      loadingText="Loading dev diaries..."
      errorText="Failed to load dev diaries"
      isEmpty={posts.length === 0}
      emptyText="No dev diaries found matching your criteria."
    >
      {posts.map((post) => (
        <tr key={post.id} className="align-top hover:bg-ink-850/60">
          <PostTitleCell post={post} canChange={canChangePost(user, post)} translations={translations} />
          <td className="px-4 py-3 text-bone-300">{post.author}</td>
          <td className="px-4 py-3">
            <StatusCell post={post} now={now} timeZone={timeZone} />
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
          <td className="px-4 py-3 text-bone-300 tabular-nums">{formatCount(post.views)}</td>
          <td className={STICKY_CELL}>
            <PostRowMenu
              post={post}
              canChange={canChangePost(user, post)}
              busy={busyId === post.id}
              onToggle={(flag) => onToggle(post, flag)}
              onDelete={() => onDelete(post)}
              translations={translations}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Published, Draft, or Scheduled with the time it goes live, in the studio's zone. */
function StatusCell({ post, now, timeZone }: { post: DevDiary; now: number; timeZone: string }) {
  const status = postStatus(post, now);
  if (status === 'scheduled')
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge variant="info">
          <Clock aria-hidden="true" className="size-3" />
          Scheduled
        </Badge>
        <time dateTime={post.date} className="text-xs whitespace-nowrap text-sky-200">
          {formatInZone(post.date, timeZone)}
        </time>
      </div>
    );
  return (
    <Badge variant={status === 'published' ? 'success' : 'muted'}>
      {status === 'published' ? 'Published' : 'Draft'}
    </Badge>
  );
}
