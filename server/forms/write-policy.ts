/** A page's form holds a few short fields: its body is at most this long, and says so up front. */
export const PAGE_FORM_MAX_BYTES = 16 * 1024;

/**
 * Where a public form is accepted and what a submission may cost, declared beside the form and
 * applied by both of its doors: the API route and the page's action (server/web.ts). Every public
 * form is a public write, counted per client before its body is read
 * (`app.limitPublicWrites`, server/http/rate-limit.ts).
 */
export interface WritePolicy {
  /** The page whose action takes the form when the browser posts it itself. */
  page: string;
  /** The largest body that page accepts. */
  pageMaxBytes: number;
  /** The largest JSON body the API route accepts; Fastify's 1 MB when absent. */
  apiMaxBytes?: number;
  /** A large body first waits for an upload slot (server/http/upload-gate.ts). */
  uploads: boolean;
}

/** A form of a few short fields, posted to `page`. */
export const shortForm = (page: string): WritePolicy => ({
  page,
  pageMaxBytes: PAGE_FORM_MAX_BYTES,
  uploads: false,
});
