import { Trans, useLingui } from '@lingui/react/macro';
import { postPath } from '@contracts/post-path';
import { Flame, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { useContentLang } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';
import { clsx } from 'clsx';
import { cardTags, excerptOf, tagCountLabel } from './post-format';
import { PostCover } from './post-cover';
import { PostByline } from './post-meta';
import type { VisitorPost } from './use-dev-diary-queries';

/**
 * One post in the list. The title is the real link (or button, for the built-in samples); a
 * stretched overlay makes the whole card clickable without nesting interactive elements.
 */
export function PostCard({ post, onOpen }: { post: VisitorPost; onOpen?: (post: VisitorPost) => void }) {
  const { t, i18n } = useLingui();
  const { localize } = usePageLocale();
  const lang = useContentLang();
  const { shown, more } = cardTags(post.tags);
  const overlay =
    'after:absolute after:inset-0 after:rounded-lg after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blood-400';
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col rounded-lg border bg-ink-900/80 p-5 shadow-lg shadow-black/40 transition-colors hover:border-blood-600 hover:bg-ink-850',
        post.featured ? 'border-blood-700' : 'border-ink-700',
      )}
    >
      {post.coverImage ? (
        // Edge to edge: the wrapper cancels the card's padding, the image fills the wrapper.
        <div className="-mx-5 -mt-5 mb-4 overflow-hidden rounded-t-lg">
          <PostCover src={post.coverImage} place="card" />
        </div>
      ) : null}
      <div className="mb-3 flex min-h-6 flex-wrap items-center justify-between gap-2">
        {post.featured ? (
          <Badge variant="blood">
            <Flame aria-hidden="true" className="size-3" />
            <Trans>FEATURED</Trans>
          </Badge>
        ) : (
          <span />
        )}
        <span className="inline-flex items-center gap-1 text-xs text-bone-500">
          <Tag aria-hidden="true" className="size-3" />
          {i18n._(tagCountLabel(post.tags.length))}
        </span>
      </div>
      <h2
        lang={lang.of(post, 'title')}
        className="font-display text-xl leading-snug font-bold text-bone-50 group-hover:text-blood-400"
      >
        {onOpen ? (
          <button type="button" className={clsx('text-left', overlay)} onClick={() => onOpen(post)}>
            {post.title}
          </button>
        ) : (
          <Link to={localize(postPath(post.slug))} state={{ fromList: true }} className={overlay}>
            {post.title}
          </Link>
        )}
      </h2>
      {/* A post without an excerpt shows the start of its content. */}
      <p
        lang={lang.of(post, post.excerpt ? 'excerpt' : 'content')}
        className="mt-3 flex-1 text-sm leading-relaxed text-bone-300"
      >
        {excerptOf(post)}
      </p>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-bone-500">
        <PostByline post={post} size="card" />
      </div>
      {post.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Tags`}>
          {shown.map((tag) => (
            <li key={tag}>
              <Badge variant="muted" casing="normal">
                {tag}
              </Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="muted">
                <Trans>
                  +{more}
                  <span className="sr-only"> more tags</span>
                </Trans>
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
