import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository, postPurpose } from '../../server/mail/outbox';
import { postMailings } from '../../server/mail/post-mailings';
import type { SmtpSink } from '../support/smtp-sink';
import { smtpError } from '../support/smtp-sink';
import {
  MAIL_PUBLIC_URL,
  addSubscribers,
  createMailTestApp,
  createPost,
  emailPost,
  eventually,
  outboxRows,
  progress,
} from './support/mail-app';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  ({ t, smtp } = await createMailTestApp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('emailing a post to the subscribers', () => {
  it('mails every active subscriber once, with the post and the unsubscribe footer, and shows progress', async () => {
    const active = await addSubscribers(t, 'reader', 30);
    await addSubscribers(t, 'gone', 3, 'unsubscribed' as 'active');
    await addSubscribers(t, 'unsure', 2, 'pending' as 'active');
    smtp.decide.current = ({ to }) =>
      to === 'reader7@example.com' ? smtpError(550, 'Mailbox unavailable') : undefined;
    const post = await createPost(t);
    expect(await progress(t, post.id)).toMatchObject({
      mailEnabled: true,
      state: 'none',
      queued: 0,
      sent: 0,
    });

    const res = await emailPost(t, post.id);
    expect(res.statusCode).toBe(200);
    expect(['waiting', 'enqueuing', 'enqueued']).toContain(res.json().data.state);
    await eventually(async () => {
      const p = await progress(t, post.id);
      return p.state === 'enqueued' && p.queued === 0;
    });
    expect(await progress(t, post.id)).toMatchObject({ state: 'enqueued', queued: 0, sent: 29, failed: 1 });

    const postMails = smtp.mails.filter((m) => m.subject === 'Patch <1.2> & the "Gorefield"');
    expect(postMails.map((m) => m.to).sort()).toEqual(
      active.filter((e) => e !== 'reader7@example.com').sort(),
    );
    const mail = postMails[0]!;
    // The mail carries the whole post (its stored rich text), never the markup it was sent with.
    expect(mail.text).toContain('The whole post: balance changes for <script>every</script> fighter.');
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/dev-diary/${post.slug}`);
    expect(mail.html).toContain(
      '<p>The whole post: balance changes for &lt;script&gt;every&lt;/script&gt; fighter.</p>',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/dev-diary/${post.slug}"`);
    expect(mail.unsubscribeUrl).toMatch(new RegExp(`^${MAIL_PUBLIC_URL}/newsletter/unsubscribe\\?token=`));
    expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    smtp.decide.current = undefined;
  });

  it('never mails a post twice', async () => {
    const [post] = await t.db.kysely.selectFrom('post_mailings').select('post_id').execute();
    const before = smtp.mails.length;
    const again = await emailPost(t, post!.post_id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'enqueued', sent: 29, failed: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.length).toBe(before);
    expect((await outboxRows(t)).filter((r) => r.purpose === postPurpose(post!.post_id))).toHaveLength(30);
  });

  it('mails a scheduled post when it goes live, not before', async () => {
    const post = await createPost(t, {
      title: 'Scheduled reveal',
      date: new Date(Date.now() + 2500).toISOString(),
    });
    expect((await emailPost(t, post.id)).json().data).toMatchObject({ state: 'waiting', queued: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.filter((m) => m.subject === 'Scheduled reveal')).toHaveLength(0);
    await smtp.waitFor(
      (mails) => mails.filter((m) => m.subject === 'Scheduled reveal').length === 29,
      20_000,
    );
    // The outbox marks a mail sent once the SMTP server has answered, a moment after it arrives.
    await eventually(async () => (await progress(t, post.id)).sent === 29);
    // reader7's address was refused for good by the first mailing: it bounced and is mailed no more.
    expect(await progress(t, post.id)).toMatchObject({ state: 'enqueued', sent: 29, failed: 0 });
    expect(smtp.to('reader7@example.com').filter((m) => m.subject === 'Scheduled reveal')).toHaveLength(0);
  });

  it('refuses a draft, and an unknown post', async () => {
    const draft = await createPost(t, { title: 'Draft', published: false });
    expect((await emailPost(t, draft.id)).statusCode).toBe(409);
    expect((await emailPost(t, 999_999)).statusCode).toBe(404);
    expect(await progress(t, draft.id)).toMatchObject({ state: 'none' });
  });
});

/** Small batches, so that a few hundred subscribers make several of them. */
const ENQUEUE_BATCH = 100;

describe('queuing a mailing', () => {
  it(`queues every active subscriber in batches of ${ENQUEUE_BATCH}, and resumes without doubles`, async () => {
    // Mail off: no worker runs, so the queue can be looked at as the enqueuing leaves it.
    const quiet = await createTestApp();
    try {
      const count = ENQUEUE_BATCH * 2 + 37;
      await addSubscribers(quiet, 'many', count);
      const post = await createPost(quiet);
      const mailings = postMailings(
        quiet.db.kysely,
        outboxRepository(quiet.db.kysely),
        quiet.app.log,
        ENQUEUE_BATCH,
      );
      expect(await mailings.request(post.id, 'news')).toBe(true);
      expect(await mailings.request(post.id, 'news')).toBe(false);
      expect(await mailings.enqueueDue()).toBe(true);
      const rows = (await outboxRows(quiet)).filter((r) => r.purpose === postPurpose(post.id));
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((r) => r.recipient)).size).toBe(count);
      expect(await mailings.find(post.id)).toMatchObject({ status: 'enqueued' });

      // As if an instance died half-way: its lease ran out at an earlier cursor.
      await quiet.db.kysely
        .updateTable('post_mailings')
        .set({
          status: 'enqueuing',
          last_subscriber_id: rows[ENQUEUE_BATCH]!.subscriber_id!,
          lease_until: new Date(0).toISOString(),
        })
        .execute();
      expect(await mailings.enqueueDue()).toBe(true);
      expect((await outboxRows(quiet)).filter((r) => r.purpose === postPurpose(post.id))).toHaveLength(count);
      expect(await mailings.enqueueDue()).toBe(false);

      expect(await progress(quiet, post.id)).toMatchObject({ mailEnabled: false });
      expect((await emailPost(quiet, post.id)).statusCode).toBe(409);
    } finally {
      await quiet.close();
    }
  });
});
