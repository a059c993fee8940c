import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import { siteSettingsRepository } from '../data/site-settings';
import type { Database } from '../db/schema';

/** What every mail reads of the site settings: the site's name, and the From line's display name. */
export type MailSiteSettings = { siteName: string; senderName: string };

/** A mailing sends thousands of mails a minute: one read a minute at most, not one per mail. */
const SETTINGS_TTL_MS = 60_000;

/**
 * The site settings as the mails use them, read once and kept a minute; a staff write (a changed
 * Site name) clears them through the cache bus, so the next mail reads the new name.
 */
export function mailSiteSettings(db: Kysely<Database>, bus: { onInvalidate(listener: () => void): void }) {
  const cache = new TtlCache<'settings', MailSiteSettings>({ ttlMs: SETTINGS_TTL_MS, maxEntries: 1 });
  bus.onInvalidate(() => cache.clear());
  return () =>
    cache.read('settings', async () => {
      const { siteName, newsletterSenderName } = await siteSettingsRepository(db).find();
      return { siteName, senderName: newsletterSenderName };
    });
}
