import { ExternalLink, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useAboutContent } from '~/features/admin-about/about-api';
import { AboutForm } from '~/features/admin-about/about-form';
import { AboutView } from '~/features/admin-about/about-view';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [{ title: 'About Page Management | Blood & Mayhem Admin' }];

export default function AboutAdminPage() {
  const query = useAboutContent();
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load About page content');
  }, [query.isError, query.errorUpdatedAt]);

  // Nothing written yet: the form is the only useful view.
  const mode = editing || query.data === null ? 'edit' : 'view';

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading about page..." className="py-10" />;
  else if (query.isError && query.data === undefined)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-ink-700 py-10 text-center"
      >
        <p className="text-blood-400">{query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (mode === 'edit') body = <AboutForm about={query.data ?? null} onDone={() => setEditing(false)} />;
  else if (query.data) body = <AboutView about={query.data} />;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">About Page Management</h1>
          <p className="mt-1 text-sm text-bone-300">
            {mode === 'edit'
              ? 'Editing the About page content.'
              : 'The text visitors read on the About page.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/about"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ExternalLink aria-hidden="true" /> Preview Page
          </a>
          {mode === 'view' && query.data ? (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit Content
            </Button>
          ) : null}
        </div>
      </header>
      {body}
    </div>
  );
}
