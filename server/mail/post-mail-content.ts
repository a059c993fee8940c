import type { Kysely } from 'kysely';
import type { Locale } from '../../contracts/locales';
import { postPath } from '../../contracts/post-path';
import type { Config } from '../config';
import { publiclyVisible } from '../data/dev-diary-rows';
import type { Database } from '../db/schema';
import { postTranslations } from '../resources/dev-diaries';
import { readInLocale } from '../resources/localized-fields';
import { pageUrl, siteBase } from './links';
import { mailTexts } from './mail-texts';
import { type RenderedPost, renderPost } from './newsletter-templates';

/** A post is read and rendered once a minute per locale, not once per mail. */
const POST_CACHE_MS = 60_000;

/** A post's mail as rendered for one locale, and the locale it is written in. */
export type PostMail = RenderedPost & { locale: Locale };

type Post = { id: number; slug: string; title: string; excerpt: string; content: string };

/**
 * A post as the subscribers of one locale are mailed it (docs/decisions/0054-content-translations.md):
 * in their locale when the post's title is translated into it, each other field falling back to the
 * default locale's text as the site shows it; otherwise the whole mail in the default locale, so a
 * reader never gets an English post wrapped in French. A mailing goes to subscribers in id order,
 * their locales mixed; the cache keyed by post and locale renders each locale's body once.
 */
export function postMailContent(db: Kysely<Database>, config: Config) {
  // The rendering under way, not its result: the first mails of a mailing all start at once, and
  // each of them rendering the post again stalled the site for as many renders.
  const cache = new Map<string, { at: number; mail: Promise<PostMail | undefined> }>();

  const readPost = (postId: number): Promise<Post | undefined> =>
    db
      .selectFrom('dev_diaries')
      .select(['id', 'slug', 'title', 'excerpt', 'content'])
      .where('id', '=', postId)
      .where((eb) => publiclyVisible(eb))
      .executeTakeFirst();

  function rendered(post: Post, locale: Locale, site: string): PostMail {
    const links = { postUrl: pageUrl(config, postPath(post.slug), locale), base: siteBase(config) };
    return { ...renderPost(post, links, mailTexts(locale, site)), locale };
  }

  async function render(postId: number, wanted: Locale, site: string): Promise<PostMail | undefined> {
    const fallback = config.locales.default;
    const post = await readPost(postId);
    if (!post || wanted === fallback) return post && rendered(post, fallback, site);
    // The post's declaration says which fields have a value per locale (server/resources/dev-diaries.ts).
    const [read] = await readInLocale(
      db,
      postTranslations.entity,
      postTranslations.localized,
      [post],
      wanted,
      fallback,
    );
    if (!read || read.translation?.missing.includes('title')) return inLocale(postId, fallback, site);
    return rendered(read, wanted, site);
  }

  /**
   * The post's mail for a subscriber reading `wanted`, from a site named `site`; undefined once the
   * post is not public.
   */
  function inLocale(postId: number, wanted: Locale, site: string): Promise<PostMail | undefined> {
    const key = `${postId}:${wanted}:${site}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && now - cached.at < POST_CACHE_MS) return cached.mail;
    // Stale entries go as new ones come: a long-running worker mails many posts over its life.
    for (const [old, entry] of cache) if (now - entry.at >= POST_CACHE_MS) cache.delete(old);
    const mail = render(postId, wanted, site);
    cache.set(key, { at: now, mail });
    // A failed read is not kept: the next mail tries again.
    void mail.catch(() => cache.get(key)?.mail === mail && cache.delete(key));
    return mail;
  }

  return { inLocale };
}

export type PostMailContent = ReturnType<typeof postMailContent>;
