import type { DevDiary } from '@contracts/dev-diary';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { buttonVariants } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { hasUntranslated } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';
import { DiaryHeader } from './diary-header';
import { DiaryLoadError } from './diary-load-error';
import { diaryPagesOf, nextDiaryPageHref } from './diary-paging';
import { PostList } from './post-list';
import { samplePosts } from './sample-posts';
import { type DiaryPostsPage, usePublishedPosts } from './use-dev-diary-queries';

// A sample post opens only after the list failed to load and the visitor picked one: the list page
// does not carry the article's code for that.
const PostArticle = lazy(() => import('./post-article').then((module) => ({ default: module.PostArticle })));

/** What a card shows of a post: its content untranslated is nothing to announce on the list. */
const LISTED_FIELDS = ['title', 'excerpt'];
/**
 * The list of published posts, a page at a time; each card links to its permalink, which opens it
 * in place. "Load more" is a link (`?page=N` shows pages 1 to N), so it works before the scripts
 * run and a reload keeps what was loaded.
 */
export function DiaryListScreen({ initial }: { initial: DiaryPostsPage | undefined }) {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const pages = diaryPagesOf(searchParams);
  const query = usePublishedPosts(pages, initial);
  // Sample posts have no permalink: they open in place without touching the URL.
  const [openSample, setOpenSample] = useState<DevDiary | null>(null);
  const samples = useMemo(() => samplePosts(i18n), [i18n]);

  if (openSample)
    return (
      <Suspense fallback={<Spinner className="py-24" />}>
        <PostArticle post={openSample} onBack={() => setOpenSample(null)} focusTitle />
      </Suspense>
    );

  return (
    <>
      <DiaryHeader />
      {query.data ? (
        <>
          <UntranslatedNotice
            show={hasUntranslated(query.data.data, LISTED_FIELDS)}
            className="mx-auto -mt-4 mb-8 w-fit"
          />
          <PostList posts={query.data.data} />
          {query.data.data.length < query.data.meta.total && (
            <LoadMore pages={pages} loading={query.isPlaceholderData} />
          )}
        </>
      ) : query.isError ? (
        <>
          <DiaryLoadError message={query.error.message || t`Failed to load dev diary`} withSamples />
          <PostList posts={samples} onOpen={setOpenSample} />
        </>
      ) : (
        <Spinner label={t`Loading dev diary...`} className="py-24" />
      )}
    </>
  );
}

function LoadMore({ pages, loading }: { pages: number; loading: boolean }) {
  const { t } = useLingui();
  const { localize } = usePageLocale();
  return (
    <div className="mt-10 flex justify-center">
      {loading ? (
        <Spinner label={t`Loading more posts...`} />
      ) : (
        <Link
          to={localize(nextDiaryPageHref(pages))}
          preventScrollReset
          className={buttonVariants({ variant: 'outline', size: 'lg', shape: 'display' })}
        >
          <Trans>Load more</Trans>
        </Link>
      )}
    </div>
  );
}
