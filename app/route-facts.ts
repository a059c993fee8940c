/**
 * What the server decides from the route a page renders rather than from its URL, by route id in
 * app/routes.ts (a route declared without an `id` has its file's path, without the extension). A
 * route's facts hold for every route inside it; a route not listed is a public page, rendered on
 * the server and shared between anonymous visitors through the page cache.
 */
export interface RouteFacts {
  /** A staff page, rendered on the client: never stored by any cache, its scripts start at once. */
  backOffice?: true;
  /** Rendered for each visit: reading it counts something shown on the page. */
  perVisit?: true;
  /** Shown only to whoever holds its link (a token in the address): never stored by any cache. */
  personal?: true;
}

export const ROUTE_FACTS: Readonly<Record<string, RouteFacts>> = {
  'routes/admin/login': { backOffice: true },
  'routes/admin/two-factor': { backOffice: true },
  'routes/admin/forgot-password': { backOffice: true },
  // Its address carries the reset token.
  'routes/admin/reset-password': { backOffice: true },
  'routes/admin/admin-layout': { backOffice: true },
  // Every read of a diary post counts a view, and the count is shown.
  'dev-diary-post': { perVisit: true },
  // A draft's preview: its signed link is the only key to it.
  'routes/public/post-preview': { personal: true },
  // Opened from a mailed link whose token is the subscriber's key.
  'routes/public/newsletter-confirm': { personal: true },
  'routes/public/newsletter-unsubscribe': { personal: true },
};
