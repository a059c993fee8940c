import { Outlet } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup';

/** Every public page except the full-screen story page: header, <main id="main">, footer. */
export default function PublicLayout() {
  return (
    <SiteShell newsletter={<NewsletterSignup />}>
      <Outlet />
    </SiteShell>
  );
}
