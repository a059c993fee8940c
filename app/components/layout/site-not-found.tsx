import { Trans } from '@lingui/react/macro';
import { usePageLocale } from '~/lib/use-page-locale';
import { Skull } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * The not-found content of docs/public-screens.md §2. The attempted path goes to console.log, not
 * console.error: a missing page is a visitor's typo, not an application failure.
 */
export function SiteNotFound() {
  const { pathname } = useLocation();
  const { localize } = usePageLocale();

  useEffect(() => {
    console.log(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <section className="relative flex flex-1 items-center justify-center overflow-hidden px-6 py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(122,12,12,0.35),transparent_65%)]"
      />
      <div className="relative flex max-w-lg flex-col items-center text-center animate-rise-in">
        <Skull aria-hidden="true" className="size-12 text-blood-500" />
        <h1 className="mt-4 font-display text-8xl font-black tracking-widest text-bone-50 drop-shadow-[0_0_30px_rgba(200,30,30,0.45)] sm:text-9xl">
          404
        </h1>
        <p className="mt-4 font-display text-2xl font-bold text-bone-100">
          <Trans>Oops! Page not found</Trans>
        </p>
        <p className="mt-3 text-bone-300">
          <Trans>
            This path leads nowhere but the Shattered Realms&apos; ruins. Whatever stood here has fallen.
          </Trans>
        </p>
        <Link
          to={localize('/')}
          className="mt-10 inline-flex h-12 items-center rounded-sm bg-blood-600 px-8 font-display text-sm font-bold tracking-[0.18em] text-bone-50 uppercase shadow-[0_0_24px_rgba(200,30,30,0.35)] transition-colors hover:bg-blood-500"
        >
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </section>
  );
}
