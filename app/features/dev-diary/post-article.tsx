import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye, Flame } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { Badge } from '~/components/ui/badge';
import { RichText } from '~/components/ui/rich-text';
import { formatCount } from '~/lib/intl-format';
import { hasUntranslated, useContentLang } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';
import { BackToPosts } from './back-to-posts';
import { PostCover } from './post-cover';
import { PostByline, PostMetaItem } from './post-meta';
import { ShareButtons } from './share-buttons';
import type { VisitorPost } from './use-dev-diary-queries';

/**
 * A post opened in place: the whole text, with the way back above and below it. In another locale
 * than the default, the fields without a translation carry the default's `lang` and a note says so.
 */
export function PostArticle({
  post,
  onBack,
  focusTitle = false,
}: {
  post: VisitorPost;
  onBack?: () => void;
  /** When the visitor opened it from the list (not on a direct visit). */
  focusTitle?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocale();
  const lang = useContentLang();
  const views = formatCount(post.views, locale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a post replaces the list: move focus to its title so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focusTitle) headingRef.current?.focus({ preventScroll: true });
  }, [focusTitle, post.id]);

  return (
    <article className="mx-auto max-w-3xl break-words animate-fade-in">
      <BackToPosts variant="ghost" onBack={onBack} className="-ml-3 mb-6">
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to Posts</Trans>
      </BackToPosts>
      <header className="border-b border-ink-700 pb-6">
        {post.featured ? (
          <Badge variant="blood" className="mb-4">
            <Flame aria-hidden="true" className="size-3" />
            <Trans>FEATURED</Trans>
          </Badge>
        ) : null}
        <h1
          ref={headingRef}
          tabIndex={-1}
          lang={lang.of(post, 'title')}
          className="font-display text-3xl leading-tight font-black text-bone-50 focus:outline-none sm:text-4xl"
        >
          {post.title}
        </h1>
        <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-bone-300">
          <PostByline post={post} size="article" />
          {post.views > 0 ? (
            <PostMetaItem icon={Eye} size="article">
              <Trans>{views} views</Trans>
            </PostMetaItem>
          ) : null}
        </div>
        {post.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Tags`}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="muted" casing="normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <UntranslatedNotice show={hasUntranslated([post])} className="mt-4 w-fit" />
      </header>
      {post.coverImage ? (
        <PostCover src={post.coverImage} place="article" className="mt-8 rounded-lg" />
      ) : null}
      <RichText
        html={post.content}
        lang={lang.of(post, 'content')}
        className="py-8 text-base leading-relaxed text-bone-100 sm:text-lg"
      />
      <footer className="flex flex-col gap-6 border-t border-ink-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <ShareButtons />
        <BackToPosts variant="outline" onBack={onBack}>
          <Trans>View All Posts</Trans>
        </BackToPosts>
      </footer>
    </article>
  );
}
