import type { ReactNode } from 'react';
import { LocaleOffer } from './locale-offer';
import { SiteBanner } from './site-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Header, <main id="main"> and footer around a public page. The public layout route wraps its
 * <Outlet/> in it; pages outside that layout (not-found) use it directly.
 */
export function SiteShell({ children, newsletter }: { children: ReactNode; newsletter?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter newsletter={newsletter} />
      <LocaleOffer />
    </div>
  );
}
