import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CachedRead } from '../http/loader-cache';
import { aboutRepository } from '../data/about';
import { chapterRepository } from '../data/chapters';
import { postRepository } from '../data/dev-diaries';
import { faqRepository } from '../data/faqs';
import { fighterRepository } from '../data/fighters';
import { gameModeRepository } from '../data/game-modes';
import { pagePostsForVisitors } from '../resources/dev-diaries';
import { type ReadLocale, nameInLocale } from '../resources/localized-fields';

/** RSS readers expect a short window of recent items, not the archive. */
export const FEED_SIZE = 20;
/** A sitemap holds at most 50,000 addresses; the pages and fighters take a few dozen. */
const SITEMAP_POSTS = 49_000;

/** What the sitemap lists, with the dates its lastmod values come from. */
export interface SitemapContent {
  fighters: Array<{ id: number; updatedAt: string }>;
  posts: Array<{ slug: string; date: string; updatedAt: string }>;
  /** Null while the About page is inactive: it then answers 404 and is no page to list. */
  aboutUpdatedAt: string | null;
  gameModesUpdatedAt: string[];
  faqsUpdatedAt: string[];
  chaptersUpdatedAt: string[];
}

/**
 * Reads through the public visibility rules, kept in the page loaders' cache so a staff write shows
 * at once (docs/decisions/0013-feeds-sitemap-and-search-presence.md).
 */
export function feedContent(db: Kysely<Database>, cachedRead: CachedRead) {
  return {
    /** The newest published posts, as they read in `inLocale` (texts without a translation in the default's). */
    latestPosts: (inLocale: ReadLocale) =>
      cachedRead(nameInLocale('feeds:latest-posts', inLocale.locale, inLocale.default), async () => {
        const { rows } = await pagePostsForVisitors(db, { limit: FEED_SIZE, offset: 0 }, inLocale);
        return rows;
      }),

    sitemap: () =>
      cachedRead('feeds:sitemap', async (): Promise<SitemapContent> => {
        const [fighters, posts, about, modes, faqs, chapters] = await Promise.all([
          fighterRepository(db).list({}),
          postRepository(db).publishedLinks(SITEMAP_POSTS),
          aboutRepository(db).find(),
          gameModeRepository(db).list({ active: true }),
          faqRepository(db).list({ published: true }),
          chapterRepository(db).list({ active: true }),
        ]);
        return {
          fighters: fighters.map((f) => ({ id: f.id, updatedAt: f.updatedAt })),
          posts,
          aboutUpdatedAt: about?.isActive ? about.lastUpdated : null,
          gameModesUpdatedAt: modes.map((m) => m.updatedAt),
          faqsUpdatedAt: faqs.map((f) => f.updatedAt),
          chaptersUpdatedAt: chapters.map((c) => c.updatedAt),
        };
      }),
  };
}
