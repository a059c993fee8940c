import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { notFoundMeta } from './not-found-meta';
import NotFoundPage from './not-found-page';

/** Any unknown path: a real 404 status, so search engines drop the address. */
export function loader() {
  return data(null, { status: 404 });
}

// A client navigation needs nothing from the server to draw this page.
export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

// This route sits outside the public layout in routes.ts, so the page draws the shell itself.
export default NotFoundPage;
