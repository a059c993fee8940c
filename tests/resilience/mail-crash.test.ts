import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { searchKey } from '../../server/db/search';
import { engines, freshDatabase } from '../support/databases';
import { type ServerProcess, startServer, tempDir } from '../support/server-process';
import { smtpError, startSmtpSink } from '../support/smtp-sink';

/**
 * A server killed (kill -9) while it sends a post to 500 subscribers: after a restart the mailing
 * resumes, and every subscriber has received the post exactly once.
 *
 * The kill lands while the SMTP server holds its replies to the mails in flight: they were not
 * accepted, so they must be sent again after the restart, and every mail before them was accepted
 * and marked sent. (A kill in the instant between the SMTP server's acceptance and the mark cannot be
 * told apart by anyone: docs/decisions/0016-newsletter-mail.md.)
 */
const SUBSCRIBERS = 500;
const KILL_AT = 150;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(engines)('mail through a crash on %s', (kind) => {
  it(`sends a post to each of ${SUBSCRIBERS} subscribers exactly once across a kill -9`, async () => {
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const database = await freshDatabase(kind);
    cleanups.push(() => database.drop());
    const db = database.open();
    await migrateToLatest(db);
    const now = new Date().toISOString();
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `crash-reader${i}@example.com`);
    for (let i = 0; i < emails.length; i += 250)
      await db.kysely
        .insertInto('subscribers')
        .values(
          emails.slice(i, i + 250).map((email) => ({
            email,
            email_key: searchKey(email)!,
            status: 'active' as const,
            source: 'website' as const,
            subscribed_at: now,
            updated_at: now,
          })),
        )
        .execute();
    await db.close();

    const env = {
      DATABASE_URL: database.url,
      MEDIA_DIR: tempDir('bm-mail-media-'),
      SMTP_URL: smtp.url,
      SECRET: 'crash-test-secret-crash-test-secret-01',
      // A claimed mail whose worker died is taken over after 2 s rather than 2 minutes.
      MAIL_LEASE_SECONDS: '2',
      SEED_DEMO_CONTENT: 'false',
    };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.kill('SIGKILL'));

    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const auth = {
      authorization: `Bearer ${(await login.json()).data.token}`,
      'content-type': 'application/json',
    };
    // The first sign-in from this client is told to the account's owner (decision 0042): that mail
    // goes first, before the mailing, and is not one of the subscribers'.
    await smtp.waitFor((mails) => mails.length === 1);
    expect(smtp.mails[0]!.subject).toBe('New sign-in to your Blood & Mayhem account');
    const before = smtp.mails.length;

    // Hold the reply to the KILL_AT-th mail of the post until the server is gone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reachedKillPoint!: () => void;
    const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
    // Several mails are in flight at once (MAIL_CONCURRENCY): every one from the KILL_AT-th on is
    // held, so none of them is accepted, and every one before it has had its answer.
    smtp.decide.current = async ({ count }) => {
      if (count < before + KILL_AT) return undefined;
      if (count === before + KILL_AT) reachedKillPoint();
      await held;
      return smtpError(421, 'connection gone');
    };

    const created = await fetch(`${server.baseUrl}/api/dev-diaries`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: 'The crash test',
        excerpt: 'Sent through a kill -9.',
        content: 'Body.',
        author: 'Admin',
        tags: ['News'],
        published: true,
      }),
    });
    const postId = (await created.json()).data.id as number;
    const mailed = await fetch(`${server.baseUrl}/api/dev-diaries/${postId}/email`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    expect(mailed.status).toBe(200);

    await killPoint;
    // The mails accepted just before are marked sent within a write or two.
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGKILL');
    await server.exited;
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBe(before + KILL_AT - 1);
    smtp.decide.current = undefined;
    release();

    server = await startServer({ ...env, PORT: String(new URL(server.baseUrl).port) });
    await smtp.waitFor((mails) => mails.length >= before + SUBSCRIBERS, 90_000);
    // Anything sent twice would arrive right after: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const post = smtp.mails.slice(before);
    const received = new Map<string, number>();
    for (const mail of post) received.set(mail.to, (received.get(mail.to) ?? 0) + 1);
    expect(post).toHaveLength(SUBSCRIBERS);
    expect([...received.keys()].sort()).toEqual([...emails].sort());
    expect([...received.values()].every((n) => n === 1)).toBe(true);

    const progress = await (
      await fetch(`${server.baseUrl}/api/dev-diaries/${postId}/email`, { headers: auth })
    ).json();
    expect(progress.data).toMatchObject({ state: 'enqueued', queued: 0, sent: SUBSCRIBERS, failed: 0 });
  });
});
