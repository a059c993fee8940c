import { searchKey } from '../../../server/db/search';
import { registerWeb } from '../../../server/web';
import { type SmtpSink, startSmtpSink } from '../../support/smtp-sink';
import { ensureProductionBuild } from './production-build';
import { type TestApp, createTestApp } from './test-app';

export const MAIL_PUBLIC_URL = 'https://bloodandmayhem.example';
export const MAIL_SECRET = 'mail-test-secret-mail-test-secret-0001';

/**
 * A test app whose mail goes to a real SMTP server started for the test file, with the pages a
 * mailed link opens (their actions confirm and unsubscribe).
 */
export async function createMailTestApp(
  env: Record<string, string> = {},
  sink?: SmtpSink,
  options: { shared?: boolean } = {},
) {
  const smtp = sink ?? (await startSmtpSink());
  await ensureProductionBuild();
  const t = await createTestApp({
    web: registerWeb,
    shared: options.shared,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Blood & Mayhem <news@bloodandmayhem.example>',
      PUBLIC_URL: MAIL_PUBLIC_URL,
      SECRET: MAIL_SECRET,
      MAIL_RETRY_SECONDS: '1',
      MAIL_LEASE_SECONDS: '2',
      ...env,
    },
  });
  return { t, smtp };
}

/** Polls until `check` holds (the worker runs on its own timers). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const outboxRows = (t: TestApp) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

export const signUp = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/subscribers', payload: { email }, headers });

/** Subscribers written straight to the table, as a list imported long ago would be. */
export async function addActiveSubscribers(app: TestApp, emails: string[], status = 'active' as const) {
  const now = new Date().toISOString();
  const rows = emails.map((email) => ({
    email,
    email_key: searchKey(email)!,
    status,
    source: 'website' as const,
    subscribed_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await app.db.kysely
      .insertInto('subscribers')
      .values(rows.slice(i, i + 500))
      .execute();
  return emails;
}

/** `count` subscribers `<prefix><n>@example.com`, n from 0. */
export const addSubscribers = (app: TestApp, prefix: string, count: number, status = 'active' as const) =>
  addActiveSubscribers(
    app,
    Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`),
    status,
  );

/** A post through the API, published unless `values` says otherwise. */
export async function createPost(app: TestApp, values: Record<string, unknown> = {}) {
  const res = await app.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      title: 'Patch <1.2> & the "Gorefield"',
      excerpt: 'Balance changes for <script>every</script> fighter.',
      content: 'The whole post: balance changes for <script>every</script> fighter.',
      author: 'Test admin',
      tags: ['News'],
      published: true,
      ...values,
    },
  });
  if (res.statusCode !== 201) throw new Error(`the post was refused: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; slug: string };
}

export const emailPost = (app: TestApp, id: number) =>
  app.request({ method: 'POST', url: `/api/dev-diaries/${id}/email`, as: 'admin', payload: {} });

export const progress = async (app: TestApp, id: number) =>
  (await app.request({ method: 'GET', url: `/api/dev-diaries/${id}/email`, as: 'admin' })).json().data;
