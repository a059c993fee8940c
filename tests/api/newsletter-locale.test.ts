import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTranslationRepository } from '../../server/data/content-translations';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { searchKey } from '../../server/db/search';
import { mailLinks } from '../../server/mail/links';
import { confirmationMail } from '../../server/mail/newsletter-templates';
import { postMailContent } from '../../server/mail/post-mail-content';
import type { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { MAIL_PUBLIC_URL, createMailTestApp } from './support/mail-app';
import { pageText, postForm } from './support/page-forms';
import { type TestApp, openTestDatabase } from './support/test-app';

/**
 * A subscriber's mails in the locale of the page they signed up on (docs/public-screens.md,
 * Languages): the confirmation, the unsubscribe link and the posts, each post in that locale
 * when it has a translated title, else in the default. The site serves English and French here;
 * Japanese is a locale the product ships but this site does not serve.
 */
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  ({ t, smtp } = await createMailTestApp({ LOCALES: 'en,fr' }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signUp = (email: string, locale?: string) =>
  t.request({ method: 'POST', url: '/api/subscribers', payload: { email, ...(locale ? { locale } : {}) } });
const subscriber = (email: string) =>
  t.db.kysely.selectFrom('subscribers').selectAll().where('email_key', '=', email).executeTakeFirst();
async function mailsTo(email: string, count: number) {
  await smtp.waitFor(() => smtp.to(email).length >= count);
  return smtp.to(email);
}
/** The confirm page's address in a mail, without the site's origin. */
const confirmPageIn = (mail: ReceivedMail) =>
  /https:\/\/bloodandmayhem\.example(\/[^\s"<>]*newsletter\/confirm\?token=[^\s"<>]+)/.exec(mail.text)![1]!;

const FRENCH_SUBJECT = 'Confirmez votre abonnement à la newsletter de Blood & Mayhem';
const ENGLISH_SUBJECT = 'Confirm your Blood & Mayhem newsletter subscription';

describe('signing up in a locale', () => {
  it("records the French page's locale and mails the confirmation in French, linking to the French pages", async () => {
    const res = await signUp('amelie@example.com', 'fr');
    expect(res.statusCode).toBe(201);
    // The answer is the same whatever the locale: it never tells whether the address was known.
    expect(res.json().data).toEqual({ email: 'amelie@example.com', status: 'pending' });
    expect((await subscriber('amelie@example.com'))!.locale).toBe('fr');
    // Staff see it in the list: her mails are in French, a sign-up on an English page's in the default.
    await signUp('arthur@example.com');
    const listed = await t.request({
      method: 'GET',
      url: '/api/subscribers?search=example.com',
      as: 'admin',
    });
    const locales = Object.fromEntries(
      (listed.json().data as { email: string; locale: string | null }[]).map((one) => [
        one.email,
        one.locale,
      ]),
    );
    expect(locales).toMatchObject({ 'amelie@example.com': 'fr', 'arthur@example.com': null });

    const [mail] = await mailsTo('amelie@example.com', 1);
    expect(mail!.subject).toBe(FRENCH_SUBJECT);
    expect(mail!.text).toContain('cliquez sur Confirmer');
    expect(mail!.text).toContain(`${MAIL_PUBLIC_URL}/fr/newsletter/confirm?token=`);
    expect(mail!.html).toContain(`href="${MAIL_PUBLIC_URL}/fr/newsletter/confirm?token=`);
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.unsubscribeUrl).toMatch(
      new RegExp(`^${MAIL_PUBLIC_URL}/fr/newsletter/unsubscribe\\?token=`),
    );
    expect(mail!.text).toContain(`Se désabonner : ${mail!.unsubscribeUrl}`);
  });

  it('lands the confirm link on the French confirm page, which confirms in French', async () => {
    const [mail] = await mailsTo('amelie@example.com', 1);
    const page = confirmPageIn(mail!);
    expect(page).toMatch(/^\/fr\/newsletter\/confirm\?token=/);
    const res = await postForm(t, page, { token: new URL(page, MAIL_PUBLIC_URL).searchParams.get('token')! });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(pageText(res.body)).toContain('Votre abonnement est confirmé.');
    expect((await subscriber('amelie@example.com'))!.status).toBe('active');
  });

  it("unsubscribes with a mail client's one-click POST to the French List-Unsubscribe address", async () => {
    const [mail] = await mailsTo('amelie@example.com', 1);
    const res = await postForm(t, mail!.unsubscribeUrl!.replace(MAIL_PUBLIC_URL, ''), {
      'List-Unsubscribe': 'One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(pageText(res.body)).toContain('Votre désabonnement est confirmé.');
    expect((await subscriber('amelie@example.com'))!.status).toBe('unsubscribed');
  });

  it('mails the English confirmation as before to a sign-up without a locale, or in the default', async () => {
    for (const [email, locale] of [
      ['edgar@example.com', undefined],
      ['emily@example.com', 'en'],
    ] as const) {
      expect((await signUp(email, locale)).statusCode).toBe(201);
      const row = (await subscriber(email))!;
      // The default locale is stored as none: the locale of the addresses without a code.
      expect(row.locale).toBeNull();
      const [mail] = await mailsTo(email, 1);
      const links = mailLinks(t.config, {
        id: row.id,
        emailKey: row.email_key,
        tokenVersion: row.token_version,
      });
      const expected = confirmationMail(links);
      expect(mail!.subject).toBe(ENGLISH_SUBJECT);
      expect(mail!.text.trimEnd()).toBe(expected.text.trimEnd());
      expect(mail!.html).toBe(expected.html);
      expect(mail!.text).toContain(`${MAIL_PUBLIC_URL}/newsletter/confirm?token=`);
      expect(mail!.unsubscribeUrl).toBe(links.unsubscribeUrl);
    }
  });

  it('refuses a locale the site does not serve with a 400 naming it, and stores nothing', async () => {
    for (const locale of ['de', 'ja', 'FR']) {
      const res = await signUp('nobody@example.com', locale);
      expect(res.statusCode, locale).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: `Unknown locale "${locale}": this site serves en, fr`,
      });
    }
    const long = await signUp('nobody@example.com', 'x'.repeat(40));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/Locale must be at most 16 characters/);
    expect(await subscriber('nobody@example.com')).toBeUndefined();
  });

  it('takes the locale of the last sign-up, and mails the new confirmation in it', async () => {
    await signUp('rene@example.com', 'fr');
    expect((await mailsTo('rene@example.com', 1))[0]!.subject).toBe(FRENCH_SUBJECT);
    await signUp('rene@example.com');
    expect((await subscriber('rene@example.com'))!.locale).toBeNull();
    expect((await mailsTo('rene@example.com', 2))[1]!.subject).toBe(ENGLISH_SUBJECT);
    await signUp('rene@example.com', 'fr');
    expect((await subscriber('rene@example.com'))!.locale).toBe('fr');
    expect((await mailsTo('rene@example.com', 3))[2]!.subject).toBe(FRENCH_SUBJECT);
  });

  it("records the page's locale when its form is posted without scripts", async () => {
    const french = await postForm(t, '/fr/newsletter', { email: 'sans-script@example.com' });
    expect(french.statusCode).toBe(200);
    expect((await subscriber('sans-script@example.com'))!.locale).toBe('fr');
    expect((await mailsTo('sans-script@example.com', 1))[0]!.subject).toBe(FRENCH_SUBJECT);

    const english = await postForm(t, '/newsletter', { email: 'no-script@example.com' });
    expect(english.statusCode).toBe(200);
    expect((await subscriber('no-script@example.com'))!.locale).toBeNull();
    expect((await mailsTo('no-script@example.com', 1))[0]!.subject).toBe(ENGLISH_SUBJECT);
  });
});

/** Subscribers written straight to the table, active, each with the locale given. */
async function addReaders(readers: Record<string, string | null>) {
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto('subscribers')
    .values(
      Object.entries(readers).map(([email, locale]) => ({
        email,
        email_key: searchKey(email)!,
        status: 'active' as const,
        source: 'website' as const,
        subscribed_at: now,
        updated_at: now,
        locale,
      })),
    )
    .execute();
}

const ENGLISH = {
  title: 'Patch 2.0: the Gorefield returns',
  excerpt: 'Balance changes for every fighter.',
  content: '<p>The whole post, written in English only.</p>',
};

async function mailedPost(translation: Record<string, string>) {
  const created = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      ...ENGLISH,
      title: `${ENGLISH.title} ${Object.keys(translation).join()}`,
      author: 'Admin',
      published: true,
    },
  });
  expect(created.statusCode).toBe(201);
  const post = created.json().data as { id: number; slug: string; title: string };
  const source: Record<string, string> = { ...ENGLISH, title: post.title };
  const fields = Object.fromEntries(
    Object.entries(translation).map(([field, value]) => [field, { value, source: source[field] ?? '' }]),
  );
  await contentTranslationRepository(t.db.kysely).write('dev_diary', post.id, 'fr', fields);
  const emailed = await t.request({
    method: 'POST',
    url: `/api/dev-diaries/${post.id}/email`,
    as: 'admin',
    payload: {},
  });
  expect(emailed.statusCode).toBe(200);
  return post;
}

/** The one mail of the post whose page is `slug` that reached `email`. */
async function postMailTo(email: string, slug: string) {
  const page = new RegExp(`/dev-diary/${slug}(?![\\w-])`);
  const ofPost = () => smtp.to(email).filter((mail) => page.test(mail.text));
  await smtp.waitFor(() => ofPost().length >= 1, 20_000);
  return ofPost()[0]!;
}

describe('a post mailed to subscribers in their locales', () => {
  beforeAll(() =>
    // Japanese is not served here: that reader is mailed in the default locale.
    addReaders({ 'lecteur@example.com': 'fr', 'reader@example.com': null, 'dokusha@example.com': 'ja' }),
  );

  it('sends the French title to French readers and the English post to the others', async () => {
    const post = await mailedPost({
      title: 'Patch 2.0 : le retour du Gorefield',
      excerpt: 'Des équilibrages pour tous.',
    });

    const french = await postMailTo('lecteur@example.com', post.slug);
    expect(french.subject).toBe('Patch 2.0 : le retour du Gorefield');
    expect(french.text).toContain('Des équilibrages pour tous.');
    // A field without a translation reads in the default locale's text, as on the site.
    expect(french.text).toContain('The whole post, written in English only.');
    expect(french.text).toContain(`Lire l’article : ${MAIL_PUBLIC_URL}/fr/dev-diary/${post.slug}`);
    expect(french.html).toContain('<html lang="fr">');
    expect(french.unsubscribeUrl).toMatch(
      new RegExp(`^${MAIL_PUBLIC_URL}/fr/newsletter/unsubscribe\\?token=`),
    );

    for (const email of ['reader@example.com', 'dokusha@example.com']) {
      const english = await postMailTo(email, post.slug);
      expect(english.subject, email).toBe(post.title);
      expect(english.text).toContain(ENGLISH.excerpt);
      expect(english.text).toContain(`Read the post: ${MAIL_PUBLIC_URL}/dev-diary/${post.slug}`);
      expect(english.html).not.toContain('lang="fr"');
      expect(english.unsubscribeUrl).toMatch(
        new RegExp(`^${MAIL_PUBLIC_URL}/newsletter/unsubscribe\\?token=`),
      );
    }
  });

  it('sends French readers the English post when its title has no French translation', async () => {
    const post = await mailedPost({ excerpt: 'Un extrait traduit, mais pas le titre.' });
    const mail = await postMailTo('lecteur@example.com', post.slug);
    expect(mail.subject).toBe(post.title);
    expect(mail.text).toContain(ENGLISH.excerpt);
    expect(mail.text).not.toContain('Un extrait traduit');
    expect(mail.text).toContain(`Read the post: ${MAIL_PUBLIC_URL}/dev-diary/${post.slug}`);
    expect(mail.text).toContain(
      'You receive this because this address signed up for the Blood & Mayhem newsletter.',
    );
    // Their unsubscribe page is still theirs, in French.
    expect(mail.unsubscribeUrl).toMatch(new RegExp(`^${MAIL_PUBLIC_URL}/fr/newsletter/unsubscribe\\?token=`));
  });

  it('renders a post once per mail locale, not once per subscriber', async () => {
    const [translated, untranslated] = await t.db.kysely
      .selectFrom('dev_diaries')
      .select('id')
      .where('title', 'like', `${ENGLISH.title}%`)
      .orderBy('id')
      .execute();
    const SITE = 'Blood & Mayhem';
    const content = postMailContent(t.db.kysely, t.config);
    const french = await content.inLocale(translated!.id, 'fr', SITE);
    expect(french!.locale).toBe('fr');
    expect(await content.inLocale(translated!.id, 'fr', SITE)).toBe(french);
    // Without a French title the French readers share the default locale's rendering.
    const fallback = await content.inLocale(untranslated!.id, 'fr', SITE);
    expect(fallback!.locale).toBe('en');
    expect(await content.inLocale(untranslated!.id, 'en', SITE)).toBe(fallback);
  });
});

describe('migration 033', () => {
  it('gives the subscribers already stored no locale (the default), and takes the column away on the way down', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrateTo(db, '032-content-translations');
      const at = '2026-11-01T10:00:00.000Z';
      await sql`INSERT INTO subscribers (email, email_key, status, source, subscribed_at, updated_at)
        VALUES ('m@example.com', 'm@example.com', 'active', 'website', ${at}, ${at})`.execute(db.kysely);
      const locales = () => sql<{ locale: string | null }>`SELECT locale FROM subscribers`.execute(db.kysely);
      await expect(locales()).rejects.toThrow(/locale/);

      expect(await migrateToLatest(db)).toContain('033-subscriber-locale');
      expect((await locales()).rows).toEqual([{ locale: null }]);

      await migrateTo(db, '032-content-translations');
      await expect(locales()).rejects.toThrow(/locale/);
      const kept = await sql<{ email: string }>`SELECT email FROM subscribers`.execute(db.kysely);
      expect(kept.rows).toEqual([{ email: 'm@example.com' }]);
    } finally {
      await db.close();
      await drop();
    }
  });
});
