import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { CachedRead } from '../server/http/loader-cache';
import type { NewsletterService } from '../server/mail/newsletter';

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
    /** The newsletter's consent flow, for the actions of the pages a mailed link opens. */
    newsletter: Pick<NewsletterService, 'confirm' | 'unsubscribe'>;
  }
}

export {};
