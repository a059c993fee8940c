import { type Query, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { Toaster } from '~/components/ui/toaster';
import { readSessionToken } from '~/lib/session-token';
import { CACHE_MAX_AGE, CACHE_VERSION, createPersister, createQueryClient } from '~/lib/query-client';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ context }: Route.LoaderArgs) {
  return { cspNonce: context.cspNonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
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

/**
 * Only visitors' reads are kept in localStorage. While a staff session exists nothing is persisted:
 * subscriber emails, messages and drafts must not outlive the tab on a shared computer.
 */
const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && readSessionToken() === null,
};

export default function App() {
  const [queryClient] = useState(createQueryClient);
  const [persister] = useState(createPersister);
  const content = (
    <>
      <Outlet />
      <Toaster />
    </>
  );
  if (!persister) return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: CACHE_MAX_AGE, buster: CACHE_VERSION, dehydrateOptions }}
    >
      {content}
    </PersistQueryClientProvider>
  );
}

/** The router's own fallback for unexpected failures (public-site.md §2). */
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
