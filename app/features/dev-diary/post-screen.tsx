import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { pageTitle } from '~/components/layout/site-meta';
import { Spinner } from '~/components/ui/spinner';
import { useClientTitle } from '~/lib/use-client-title';
import { DiaryLoadError } from './diary-load-error';
import { BackToPosts } from './back-to-posts';
import { PostArticle } from './post-article';
import { PostNotFound } from './post-not-found';
import { PostNotFoundError, type VisitorPost, usePost } from './use-dev-diary-queries';

/** One post at its permalink, whether rendered by the server or opened from the list. */
export function PostScreen({ slug, initialPost }: { slug: string; initialPost: VisitorPost | undefined }) {
  const { t } = useLingui();
  const query = usePost(slug, initialPost);
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const title = query.data?.title;

  // The server sets the title on a direct visit; a post opened from the list sets it here.
  useClientTitle(title && !initialPost ? pageTitle(t`${title} | Dev Diary`) : undefined);

  // Back to the list the visitor came from (with its scroll position); else the link to the list.
  const back = fromList ? () => void navigate(-1) : undefined;

  if (query.data) return <PostArticle post={query.data} onBack={back} focusTitle={fromList} />;
  if (query.error instanceof PostNotFoundError) return <PostNotFound />;
  if (query.isError)
    return (
      <>
        <DiaryLoadError message={query.error.message} />
        <div className="text-center">
          <BackToPosts variant="outline" onBack={back}>
            <Trans>View All Posts</Trans>
          </BackToPosts>
        </div>
      </>
    );
  return <Spinner label={t`Loading dev diary...`} className="py-24" />;
}
