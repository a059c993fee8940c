import { data } from 'react-router';
import { pageMeta, siteOf } from '~/components/layout/site-meta';
import { SiteNotFound } from '~/components/layout/site-not-found';
import { SiteShell } from '~/components/layout/site-shell';
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup';
import type { Route } from './+types/not-found';

/** Any unknown path: a real 404 status, so search engines drop the address. */
export function loader() {
  return data(null, { status: 404 });
}

// A client navigation needs nothing from the server to draw this page.
export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteOf(matches),
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
  });

// This route sits outside the public layout in routes.ts, so it draws the shell itself.
export default function NotFoundPage() {
  return (
    <SiteShell newsletter={<NewsletterSignup />}>
      <SiteNotFound />
    </SiteShell>
  );
}
