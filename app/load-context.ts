import type { Locale } from '../contracts/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { PreviewLinks } from '../server/auth/preview-links';
import type { CachedRead } from '../server/http/loader-cache';
import type { PublicForms } from '../server/forms/public-forms';

/**
 * What the server hands to every loader and action (server/web.ts). Loaders read content
 * through the server's repositories directly: no HTTP round trip during SSR.
 */
declare module 'react-router' {
  interface AppLoadContext {
    db: Kysely<Database>;
    /** Public content shared between renders until a staff write (server/http/loader-cache.ts). */
    cachedRead: CachedRead;
    cspNonce: string | undefined;
    publicUrl: string | undefined;
    /** STUDIO_TIME_ZONE: the back office's editor picks publish times in it. */
    studioTimeZone: string;
    /** SMTP_URL is set: mail is sent (confirmations, posts emailed to subscribers). */
    mailEnabled: boolean;
    /** LOCALES: the languages the site serves, its default first (docs/decisions/0054). */
    locales: { all: readonly Locale[]; default: Locale };
    /**
     * The public forms the API's routes run, for the pages' actions: the server's own instances, so
     * a refusal arrives as an answer, not as an error thrown by another copy of the error class.
     */
    forms: PublicForms;
    /** The visitor's address as the API sees it (TRUST_PROXY applied): the sign-up's consent record. */
    clientIp: string;
    /** Checks the editor's preview links (server/auth/preview-links.ts). */
    previewLinks: Pick<PreviewLinks, 'verify'>;
  }
}

export {};
