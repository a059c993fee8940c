import type { DevDiary } from '@contracts/dev-diary';
import { CalendarDays, type LucideIcon, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageLocale } from '~/lib/use-page-locale';
import { formatPostDate, postDate } from './post-format';

// The article's header sets its facts larger and with red icons; a card keeps them small and grey.
const ITEM = { card: 'inline-flex items-center gap-1', article: 'inline-flex items-center gap-1.5' };
const ICON = { card: 'size-3.5', article: 'size-4 text-blood-400' };

type Size = keyof typeof ITEM;

/** One fact about a post, after its icon. */
export function PostMetaItem({
  icon: Icon,
  size,
  children,
}: {
  icon: LucideIcon;
  size: Size;
  children: ReactNode;
}) {
  return (
    <span className={ITEM[size]}>
      <Icon aria-hidden="true" className={ICON[size]} />
      {children}
    </span>
  );
}

/** Who wrote a post and when it came out. */
export function PostByline({ post, size }: { post: DevDiary; size: Size }) {
  const { locale } = usePageLocale();
  return (
    <>
      <PostMetaItem icon={UserRound} size={size}>
        {post.author}
      </PostMetaItem>
      <PostMetaItem icon={CalendarDays} size={size}>
        <time dateTime={postDate(post)}>{formatPostDate(postDate(post), locale)}</time>
      </PostMetaItem>
    </>
  );
}
