import type { DevDiary } from '@contracts/dev-diary';
import { useState } from 'react';
import { Spinner } from '~/components/ui/spinner';
import { DiaryHeader } from './diary-header';
import { DiaryLoadError } from './diary-load-error';
import { PostArticle } from './post-article';
import { PostList } from './post-list';
import { SAMPLE_POSTS } from './sample-posts';
import { usePublishedPosts } from './use-dev-diary-queries';

/** The list of published posts; each card links to its permalink, which opens it in place. */
export function DiaryListScreen({ initialPosts }: { initialPosts: DevDiary[] | undefined }) {
  const query = usePublishedPosts(initialPosts);
  // Sample posts have no permalink: they open in place without touching the URL.
  const [openSample, setOpenSample] = useState<DevDiary | null>(null);

  if (openSample) return <PostArticle post={openSample} onBack={() => setOpenSample(null)} focusTitle />;

  return (
    <>
      <DiaryHeader />
      {query.data ? (
        <PostList posts={query.data} />
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
