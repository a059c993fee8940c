import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useAboutContent } from '~/features/admin-about/about-api';
import { AboutForm } from '~/features/admin-about/about-form';
import { AboutView } from '~/features/admin-about/about-view';
import { useAboutTranslations } from '~/features/admin-about/use-about-translations';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PreviewLink } from '~/features/admin-shared/preview-link';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [{ title: 'About Page Management | Blood & Mayhem Admin' }];

export default function AboutAdminPage() {
  const query = useAboutContent();
  const [editing, setEditing] = useState(false);
  useLoadErrorToast(query, 'Failed to load About page content');
  const translations = useAboutTranslations(query.data);

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
  else if (query.data) body = <AboutView about={query.data} translations={translations.controls} />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="About Page Management"
        description={
          mode === 'edit' ? 'Editing the About page content.' : 'The text visitors read on the About page.'
        }
      >
        <div className="flex flex-wrap gap-2">
          <PreviewLink href="/about">Preview Page</PreviewLink>
          {mode === 'view' && query.data ? (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit Content
            </Button>
          ) : null}
        </div>
      </PageHeader>
      {body}
      {translations.dialog}
    </div>
  );
}
