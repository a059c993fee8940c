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
export async function createMailTestApp(env: Record<string, string> = {}, sink?: SmtpSink) {
  const smtp = sink ?? (await startSmtpSink());
  await ensureProductionBuild();
  const t = await createTestApp({
    web: registerWeb,
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
