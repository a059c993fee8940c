import type { DevDiary } from '@contracts/dev-diary';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { DiaryHeader } from './diary-header';
import { DiaryLoadError } from './diary-load-error';
import { diaryPagesOf, nextDiaryPageHref } from './diary-paging';
import { PostArticle } from './post-article';
import { PostList } from './post-list';
import { SAMPLE_POSTS } from './sample-posts';
import { type DiaryPostsPage, usePublishedPosts } from './use-dev-diary-queries';

/**
 * The list of published posts, a page at a time; each card links to its permalink, which opens it
 * in place. "Load more" is a link (`?page=N` shows pages 1 to N), so it works before the scripts
 * run and a reload keeps what was loaded.
 */
export function DiaryListScreen({ initial }: { initial: DiaryPostsPage | undefined }) {
  const [searchParams] = useSearchParams();
  const pages = diaryPagesOf(searchParams);
  const query = usePublishedPosts(pages, initial);
  // Sample posts have no permalink: they open in place without touching the URL.
  const [openSample, setOpenSample] = useState<DevDiary | null>(null);

  if (openSample) return <PostArticle post={openSample} onBack={() => setOpenSample(null)} focusTitle />;

  return (
    <>
      <DiaryHeader />
      {query.data ? (
        <>
          <PostList posts={query.data.data} />
          {query.data.data.length < query.data.meta.total && (
            <LoadMore pages={pages} loading={query.isPlaceholderData} />
          )}
        </>
      ) : query.isError ? (
        <>
          <DiaryLoadError message={query.error.message || 'Failed to load dev diary'} withSamples />
          <PostList posts={SAMPLE_POSTS} onOpen={setOpenSample} />
        </>
      ) : (
        <Spinner label="Loading dev diary..." className="py-24" />
      )}
    </>
  );
}

function LoadMore({ pages, loading }: { pages: number; loading: boolean }) {
  return (
    <div className="mt-10 flex justify-center">
      {loading ? (
        <Spinner label="Loading more posts..." />
      ) : (
        <Link
          to={nextDiaryPageHref(pages)}
          preventScrollReset
          className={buttonVariants({ variant: 'outline', size: 'lg', shape: 'display' })}
        >
          Load more
        </Link>
      )}
    </div>
  );
}
