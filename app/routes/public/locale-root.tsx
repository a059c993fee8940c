import {
  Outlet,
  type ShouldRevalidateFunctionArgs,
  data,
  isRouteErrorResponse,
  redirect,
  useRouteError,
} from 'react-router';
import { lazy, Suspense } from 'react';
import { prefixedLocale } from '@contracts/locale-path';
import type { Route } from './+types/locale-root';
import { notFoundMeta } from './not-found-meta';

// Loaded only for the 404 it draws: the story page, which has no site shell, does not carry the
// shell's code. The server renders it whole before it answers (entry.server.tsx), so the page
// works without scripts; hydration waits for it.
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * The `:lang?` segment in front of every public page. Absent, the page is in the default locale;
 * a served locale's code shows it in that locale. The default's own code redirects to the address
 * without it (one address per page), and any other first segment is an unknown page: 404.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.lang === undefined) return null;
  const url = new URL(request.url);
  // The segment as sent: `/%66r/` matches as `fr`, but the root reads the locale from the address.
  const [, sent = ''] = url.pathname.split('/');
  const rest = url.pathname.slice(sent.length + 1) || '/';
  if (params.lang === context.locales.default) throw redirect(rest + url.search, 301);
  if (!prefixedLocale(params.lang, context.locales)) throw data(null, { status: 404 });
  // One address per page: an encoded code redirects to the plain one.
  if (sent !== params.lang) throw redirect(`/${params.lang}${rest === '/' ? '' : rest}${url.search}`, 301);
  return null;
}

/** Its answer depends on the locale segment alone: a new page or query in the same locale is no reason to ask. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches) : [];

export default function LocaleRoot() {
  return <Outlet />;
}

/** An address whose first segment is no page and no served locale: the site's not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
