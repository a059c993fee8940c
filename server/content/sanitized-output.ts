import { TtlCache } from '../cache/ttl-cache';
import { sanitizeRichHtml } from './sanitize';

/**
 * Stored rich text on its way out of the site (the RSS feed, a mailed post), sanitized again
 * (docs/decisions/0044-content-leaving-the-site.md). The sanitizer takes about 1 ms per kilobyte,
 * and the same few posts go out again and again (each feed request, each recipient of a mailing),
 * so the results are kept by the HTML they came from: a changed post is a new key, and the feed's
 * twenty posts plus a mailing's one fit.
 */
const recent = new TtlCache<string, string>({ ttlMs: 60 * 60 * 1000, maxEntries: 32 });

export function sanitizedForOutput(html: string): string {
  const kept = recent.get(html);
  if (kept !== undefined) return kept;
  const clean = sanitizeRichHtml(html);
  void recent.fill(html, async () => clean);
  return clean;
}
