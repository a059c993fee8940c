import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { DeferredToaster } from '~/components/ui/deferred-toaster';
import { createQueryClient } from '~/lib/query-client';
import cinzel700 from './fonts/cinzel-700-basic.woff2?url';
import cinzel900 from './fonts/cinzel-900-basic.woff2?url';
import inter from './fonts/inter-wght-basic.woff2?url';
import { preload } from 'react-dom';
import type { Route } from './+types/root';
import { DEFAULT_SITE_SETTINGS } from '@contracts/site-settings-defaults';
import { isSupportedLocale } from '@contracts/locales';
import { readSiteSettings } from '~/features/site-settings/read-site-settings.server';
import { i18nFor } from '~/lib/i18n';
import { loadCatalogue } from '~/lib/i18n-catalog.server';
import { pageLocale } from '~/lib/page-locale.server';
import appCss from './app.css?url';

/**
 * The one stylesheet carries a precedence so React writes it at the top of <head>, before the
 * module preloads of the page's scripts: it is the only request that holds up the first paint.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  // The .ico first for browsers that read no SVG; those that do prefer the sharper SVG.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Blood & Mayhem dev diary',
    href: '/dev-diary/rss.xml',
  },
];

// The basic parts only: a page needs an extra part only for a rarer character (fonts/faces.css).
const FONTS = [inter, cinzel900, cinzel700];

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's language: the address's first segment when it names a served locale (app/routes.ts),
  // else the default; an unknown page under /fr/ is a 404 in French. Its interface messages come
  // with the page, and only its own.
  const locale = pageLocale(request, context);
  // The back office renders on the client only: the studio's time zone reaches it from here.
  // Whether SMTP_URL is set: the post editor offers to email a post only then.
  // The site settings (name, footer links, banner) are on every public page, so the root reads them.
  return {
    cspNonce: context.cspNonce,
    studioTimeZone: context.studioTimeZone,
    mailEnabled: context.mailEnabled,
    locales: context.locales,
    locale,
    catalogue: await loadCatalogue(locale),
    site: await readSiteSettings(context).catch(() => DEFAULT_SITE_SETTINGS),
  };
}

/** The locale code an address starts with, if any: the root's messages change with it. */
const localeSegment = (pathname: string) => {
  const first = pathname.split('/')[1] ?? '';
  return isSupportedLocale(first) ? first : '';
};

/**
 * Its data depends on the address's locale alone: another page, or a choice kept in the query (a
 * search, a filter, a tab), is no reason to ask the server for it again. A form's submission is.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (localeSegment(currentUrl.pathname) !== localeSegment(nextUrl.pathname)) return true;
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Font preloads go out with the stylesheet instead of after it: text swaps to them sooner.
  for (const href of FONTS) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={data?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060505" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-ink-950 text-bone-100">
        {children}
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const i18n = i18nFor(loaderData.locale, loaderData.catalogue);
  useEffect(() => {
    // Public pages start their scripts after the first paint (server/http/deferred-hydration.ts):
    // this tells that page's loader, and the tests about hydration, that the app has taken over.
    document.documentElement.dataset.hydrated = '';
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Off the critical path: the page is painted and interactive before the cache is restored.
    const start = () =>
      void import('~/lib/query-persistence').then(({ startQueryPersistence }) => {
        if (!cancelled) stop = startQueryPersistence(queryClient);
      });
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? setTimeout(start, 1) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      stop?.();
    };
  }, [queryClient]);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** The router's own fallback for unexpected failures (docs/public-screens.md §2). */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl text-blood-400">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 text-bone-300">{detail}</p> : null}
      <a href="/" className="mt-8 inline-block text-bone-100 underline">
        Return to Home
      </a>
    </main>
  );
}
