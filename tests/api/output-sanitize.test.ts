import Parser from 'rss-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchKey } from '../../server/db/search';
import { registerFeeds } from '../../server/feeds/routes';
import { createLoaderCache } from '../../server/http/loader-cache';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { MAIL_PUBLIC_URL, MAIL_SECRET, eventually } from './support/mail-app';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * Rich text leaving the site (the RSS feed, a mailed post) goes through the sanitizer again: a
 * value written straight into the database, past the API's sanitizer, reaches neither a feed
 * reader nor a mailbox with a script, an event handler or a script address.
 */

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    // The feeds alone, without the pages (which need a production build).
    web: (app) => registerFeeds(app, createLoaderCache(app.config.readCacheTtlMs, app.cacheBus)),
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Blood & Mayhem <news@bloodandmayhem.example>',
      PUBLIC_URL: MAIL_PUBLIC_URL,
      SECRET: MAIL_SECRET,
      MAIL_RETRY_SECONDS: '1',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const UNSAFE =
  '<p>Season two opens<script>alert(1)</script></p>' +
  '<p><img src="/media/uploads/arena.png" alt="The arena" onerror="alert(2)"></p>' +
  '<p onclick="steal()"><a href="javascript:alert(3)">the roster</a> and <a href="/fighters">the fighters</a></p>' +
  '<iframe src="https://evil.example/"></iframe><svg onload="alert(4)"></svg>';

/** What the sanitizer keeps of UNSAFE, addresses made absolute for the reader away from the site. */
const SAFE =
  '<p>Season two opens</p>' +
  `<p><img src="${MAIL_PUBLIC_URL}/media/uploads/arena.png" alt="The arena" /></p>` +
  `<p>the roster and <a href="${MAIL_PUBLIC_URL}/fighters">the fighters</a></p>`;

const UNSAFE_PATTERN = /<script|<[^>]*\son\w+\s*=|javascript:|<iframe|<svg|alert\(/i;

/** A published post whose stored content is then replaced behind the API's back. */
async function postStoredUnsafe(title: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: { title, excerpt: '', content: 'Placeholder.', author: 'The Team', published: true },
  });
  expect(res.statusCode).toBe(201);
  const post = res.json().data as { id: number; slug: string };
  await t.db.kysely.updateTable('dev_diaries').set({ content: UNSAFE }).where('id', '=', post.id).execute();
  return post;
}

it('sanitizes a post stored unsafe in the RSS feed, keeping what is safe', async () => {
  await postStoredUnsafe('Stored unsafe for the feed');
  const res = await t.request({ method: 'GET', url: '/dev-diary/rss.xml' });
  expect(res.statusCode).toBe(200);
  const feed = await new Parser().parseString(res.body);
  const item = feed.items.find((i) => i.title === 'Stored unsafe for the feed')!;
  expect(item['content:encoded']).toBe(SAFE);
  // The excerpt, made from the content's text when the post has none, has no script's text either.
  expect(item.content).toBe('Season two opens the roster and the fighters');
  expect(`${item['content:encoded']} ${item.content}`).not.toMatch(UNSAFE_PATTERN);
});

it('sanitizes a post stored unsafe in the mail sent to the subscribers, both parts', async () => {
  const email = 'reader@example.com';
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto('subscribers')
    .values({
      email,
      email_key: searchKey(email)!,
      status: 'active',
      source: 'website',
      subscribed_at: now,
      updated_at: now,
    })
    .execute();
  const post = await postStoredUnsafe('Stored unsafe for the mail');
  const res = await t.request({
    method: 'POST',
    url: `/api/dev-diaries/${post.id}/email`,
    as: 'admin',
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  await eventually(() => smtp.to(email).some((m) => m.subject === 'Stored unsafe for the mail'));
  const mail = smtp.to(email).find((m) => m.subject === 'Stored unsafe for the mail')!;
  expect(mail.html).not.toMatch(UNSAFE_PATTERN);
  expect(mail.text).not.toMatch(UNSAFE_PATTERN);
  // The safe part arrives, styled for mail clients.
  expect(mail.html).toContain('<p>Season two opens</p>');
  expect(mail.html).toMatch(
    new RegExp(`<img src="${MAIL_PUBLIC_URL}/media/uploads/arena.png" alt="The arena" style="[^"]+">`),
  );
  expect(mail.html).toMatch(
    new RegExp(`<a href="${MAIL_PUBLIC_URL}/fighters" style="[^"]+">the fighters</a>`),
  );
  expect(mail.text).toContain('Season two opens');
  expect(mail.text).toContain('the roster and the fighters');
});
