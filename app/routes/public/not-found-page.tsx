import { SiteNotFound } from '~/components/layout/site-not-found';
import { SiteShell } from '~/components/layout/site-shell';
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup';

/**
 * The not-found page, shell included: drawn by the catch-all route and by the locale segment for a
 * first segment that is no page and no served locale (docs/public-screens.md §2).
 */
export default function NotFoundPage() {
  return (
    <SiteShell newsletter={<NewsletterSignup />}>
      <SiteNotFound />
    </SiteShell>
  );
}
