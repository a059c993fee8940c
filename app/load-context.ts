import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { PreviewLinks } from '../server/auth/preview-links';
import type { FeedbackIntake } from '../server/data/feedback-intake';
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
    /** The newsletter's sign-up and consent flow, for the footer's form and the mailed links' pages. */
    newsletter: Pick<NewsletterService, 'signUp' | 'confirm' | 'unsubscribe'>;
    /** The feedback submission the API uses, for the help page's form. */
    feedbackIntake: FeedbackIntake;
    /** The visitor's address as the API sees it (TRUST_PROXY applied): the sign-up's consent record. */
    clientIp: string;
    /** Checks the editor's preview links (server/auth/preview-links.ts). */
    previewLinks: Pick<PreviewLinks, 'verify'>;
  }
}

export {};
