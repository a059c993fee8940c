import type { FastifyInstance } from 'fastify';
import { contactForm, contactPolicy } from './contact';
import { feedbackForm, feedbackPolicy } from './feedback';
import { newsletterConfirmForm, newsletterConfirmPolicy } from './newsletter-confirm';
import { newsletterPreferencesForm, newsletterPreferencesPolicy } from './newsletter-preferences';
import { newsletterSignupForm, newsletterSignupPolicy } from './newsletter-signup';
import { newsletterUnsubscribeForm, newsletterUnsubscribePolicy } from './newsletter-unsubscribe';
import { PAGE_FORM_MAX_BYTES, type WritePolicy } from './write-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public forms, each one pipeline for its API route and its page's action (server/app.ts). */
    forms: PublicForms;
  }
}

/** Built once per app: the routes and the pages' actions (through the load context) share them. */
export function publicForms(app: FastifyInstance) {
  return {
    newsletterSignup: newsletterSignupForm(app.db, app.config, app.newsletter),
    newsletterConfirm: newsletterConfirmForm(app.db, app.config.secret),
    newsletterUnsubscribe: newsletterUnsubscribeForm(app.db, app.config.secret),
    newsletterPreferences: newsletterPreferencesForm(app.db, app.config.secret),
    contact: contactForm(app.db),
    feedback: feedbackForm(app),
  };
}

export type PublicForms = ReturnType<typeof publicForms>;

export function registerPublicForms(app: FastifyInstance) {
  app.decorate('forms', publicForms(app));
}

const POLICIES: readonly WritePolicy[] = [
  newsletterSignupPolicy,
  newsletterConfirmPolicy,
  newsletterUnsubscribePolicy,
  newsletterPreferencesPolicy,
  contactPolicy,
  feedbackPolicy,
];

/** Any other page taking a post (or answering 405 to it) is held to a short form's limits. */
const OTHER_PAGE: Omit<WritePolicy, 'page'> = { pageMaxBytes: PAGE_FORM_MAX_BYTES, uploads: false };

/** The write policy of the page at `path` (trailing slashes ignored). */
export function pageWritePolicy(path: string): Omit<WritePolicy, 'page'> {
  const page = path.replace(/(.)\/+$/, '$1');
  return POLICIES.find((policy) => policy.page === page) ?? OTHER_PAGE;
}
