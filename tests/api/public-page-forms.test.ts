import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from '../../server/web';
import type { SmtpSink } from '../support/smtp-sink';
import { createMailTestApp } from './support/mail-app';
import { pageText, postForm, postJson, rowCount } from './support/page-forms';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * The footer's newsletter form and the support page's contact form posted by a browser that runs
 * no scripts: their pages' actions answer with the texts the app shows, by the API's rules.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  t = await createTestApp({ web: registerWeb });
});
afterAll(() => t.close());

const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Stuck on the Drowned Nave',
  message: 'The gate never opens after the second wave.',
};

describe('the footer newsletter form posted to /newsletter', () => {
  it('signs the address up and answers the thank-you panel, not to be stored', async () => {
    const res = await postForm(t, '/newsletter', { email: '  plain-footer@example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const text = pageText(res.body);
    expect(text).toContain('Thank you for subscribing!');
    // Mail is off in this app: the address is active at once.
    expect(text).toContain("You'll receive updates about the game's latest news and announcements.");
    const row = await t.db.kysely
      .selectFrom('subscribers')
      .select(['status', 'source', 'ip_hash'])
      .where('email_key', '=', 'plain-footer@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', source: 'website' });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a missing address', {}, 'Email is required'],
    ['an empty address', { email: '   ' }, 'Email is required'],
    ['a malformed address', { email: 'not-an-email' }, 'Email must be a valid email address'],
  ])(
    'refuses %s with the message inline and the address kept, storing nothing',
    async (_, fields, message) => {
      const before = await rowCount(t, 'subscribers');
      const res = await postForm(t, '/newsletter', fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(new RegExp(`role="alert"[^>]*>${message}<`));
      if ('email' in fields) expect(res.body).toContain(`value="${fields.email}"`);
      expect(await rowCount(t, 'subscribers')).toBe(before);
    },
  );

  it('says a body that is not a form could not be read, storing nothing', async () => {
    const before = await rowCount(t, 'subscribers');
    const res = await postJson(t, '/newsletter', { email: 'json@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The form could not be read. Please send it again.');
    expect(await rowCount(t, 'subscribers')).toBe(before);
  });

  it('shows a plain sign-up page to a GET, not indexed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/newsletter' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toContain('<form action="/newsletter" method="post">');
    expect(pageText(res.body)).not.toContain('Thank you for subscribing!');
  });
});

describe('the footer newsletter form with mail on', () => {
  let mailed: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    ({ t: mailed, smtp } = await createMailTestApp());
  });
  afterAll(async () => {
    await mailed.close();
    await smtp.close();
  });

  it('answers that a confirmation link is on its way, and the address is pending', async () => {
    const res = await postForm(mailed, '/newsletter', { email: 'pending-footer@example.com' });
    expect(res.statusCode).toBe(200);
    expect(pageText(res.body)).toContain(
      'Please check your inbox: we sent you a link to confirm your subscription.',
    );
    await smtp.waitFor(() => smtp.to('pending-footer@example.com').length === 1);
  });
});

describe('the contact form posted to /support', () => {
  const messages = () => t.db.kysely.selectFrom('support_messages').selectAll().execute();

  it('stores the message and answers the success card', async () => {
    const before = await rowCount(t, 'support_messages');
    const res = await postForm(t, '/support', CONTACT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pageText(res.body);
    expect(text).toContain('Message Sent Successfully!');
    expect(text).toContain("Thank you for contacting us. We'll get back to you within 24-48 hours.");
    expect(await rowCount(t, 'support_messages')).toBe(before + 1);
    expect((await messages()).at(-1)).toMatchObject({ ...CONTACT, status: 'new' });
  });

  it('refuses missing fields and a bad email with each field’s message, the values kept, storing nothing', async () => {
    const before = await rowCount(t, 'support_messages');
    const res = await postForm(t, '/support', { name: 'Ada <b>', email: 'nope', subject: '  ', message: '' });
    expect(res.statusCode).toBe(400);
    for (const [field, message] of [
      ['email', 'Email must be a valid email address'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
    ])
      expect(res.body).toContain(
        `<p id="contact-${field}-error" role="alert" class="text-sm text-blood-400">${message}</p>`,
      );
    expect(res.body).not.toContain('id="contact-name-error"');
    expect(res.body).toContain('value="Ada &lt;b&gt;"');
    expect(res.body).toContain('value="nope"');
    expect(pageText(res.body)).not.toContain('Message Sent Successfully!');
    // The FAQ still renders beside the refused form.
    expect(res.body).toContain('Frequently Asked Questions');
    expect(await rowCount(t, 'support_messages')).toBe(before);
  });

  it('says a body that is not a form could not be read, storing nothing', async () => {
    const before = await rowCount(t, 'support_messages');
    const res = await postJson(t, '/support', CONTACT);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The form could not be read. Please send it again.');
    expect(await rowCount(t, 'support_messages')).toBe(before);
  });

  it('refuses a body larger than a page form', async () => {
    const before = await rowCount(t, 'support_messages');
    const res = await postForm(t, '/support', { ...CONTACT, message: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(await rowCount(t, 'support_messages')).toBe(before);
  });
});

describe('the page forms are public writes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      web: registerWeb,
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PUBLIC_WRITES: '2' },
    });
  });
  afterAll(() => limited.close());

  it.each([
    ['/newsletter', 'subscribers', (i: number) => ({ email: `limited-${i}@example.com` })],
    ['/support', 'support_messages', (i: number) => ({ ...CONTACT, subject: `Attempt ${i}` })],
  ] as const)(
    '%s answers the third post in a minute with a page that says to wait',
    async (url, table, fields) => {
      const remoteAddress = url === '/newsletter' ? '10.9.0.1' : '10.9.0.2';
      for (const i of [1, 2])
        expect((await postForm(limited, url, fields(i), { remoteAddress })).statusCode).toBe(200);
      const third = await postForm(limited, url, fields(3), { remoteAddress });
      expect(third.statusCode).toBe(429);
      expect(third.headers['content-type']).toMatch(/^text\/html/);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.body).toContain('Too many requests. Please try again in');
      expect(await rowCount(limited, table)).toBe(2);
    },
  );
});
