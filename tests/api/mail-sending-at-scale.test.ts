import { afterEach, describe, expect, it } from 'vitest';
import { type ReceivedMail, type SmtpSink, smtpError, startSmtpSink } from '../support/smtp-sink';
import { addSubscribers, createMailTestApp, createPost, emailPost, outboxRows } from './support/mail-app';
import type { TestApp } from './support/test-app';

/**
 * Sending a mailing at scale (docs/decisions/0061-mail-at-scale.md): several mails in flight, the
 * provider's allowance shared by every instance, throttling answered by slowing down, and two
 * instances on one database never sending a mail twice.
 */
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function mailApp(env: Record<string, string>, options: { shared?: boolean } = {}) {
  const sink = await startSmtpSink();
  open.push(sink);
  const { t } = await createMailTestApp(env, sink, options);
  open.push(t);
  return { t, smtp: sink };
}

/** The post's mails (the sign-in notices of the test accounts are not among them). */
const postMails = (smtp: SmtpSink, prefix: string) => smtp.mails.filter((mail) => mail.to.startsWith(prefix));

/** Each recipient's number of copies, for the ones that got more than one. */
function doubles(mails: ReceivedMail[]) {
  const counts = new Map<string, number>();
  for (const mail of mails) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1);
}

async function mailToAll(t: TestApp, smtp: SmtpSink, prefix: string, count: number, timeoutMs = 30_000) {
  await addSubscribers(t, prefix, count);
  const post = await createPost(t);
  expect((await emailPost(t, post.id)).statusCode).toBe(200);
  await smtp.waitFor(() => postMails(smtp, prefix).length >= count, timeoutMs);
  return post;
}

describe('sending a mailing at scale', () => {
  it('keeps MAIL_CONCURRENCY mails in flight, no more', async () => {
    const { t, smtp } = await mailApp({ MAIL_CONCURRENCY: '3' });
    let inFlight = 0;
    let most = 0;
    smtp.decide.current = async ({ to }) => {
      if (!to.startsWith('wide')) return undefined;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 40));
      inFlight -= 1;
      return undefined;
    };
    await mailToAll(t, smtp, 'wide', 60);
    expect(most).toBe(3);
    expect(doubles(postMails(smtp, 'wide'))).toEqual([]);
  });

  it('slows down when the server answers 421, and loses no mail', async () => {
    const { t, smtp } = await mailApp({ MAIL_CONCURRENCY: '4' });
    let throttledAt = 0;
    smtp.decide.current = ({ to }) => {
      if (to !== 'slow20@example.com' || throttledAt > 0) return undefined;
      throttledAt = Date.now();
      return smtpError(421, '4.7.0 Too many messages, slow down');
    };
    await mailToAll(t, smtp, 'slow', 80);
    const mails = postMails(smtp, 'slow');
    expect(mails).toHaveLength(80);
    expect(doubles(mails)).toEqual([]);
    expect(throttledAt).toBeGreaterThan(0);
    // The mails in flight at the 421 finish at once; nothing new starts during the pause (1 s).
    const duringPause = mails.filter(
      (m) => m.acceptedAt > throttledAt + 300 && m.acceptedAt < throttledAt + 900,
    );
    expect(duringPause).toEqual([]);
    // The throttled mail went again later, its attempt not counted against the address. Its mark
    // is written once the sink has answered (server/mail/sent-marks.ts), maybe after the test saw it.
    await expect
      .poll(async () => (await outboxRows(t)).find((r) => r.recipient === 'slow20@example.com'))
      .toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('two instances on one database send one mailing, each mail once, both taking part', async () => {
    const { t, smtp } = await mailApp({ MAIL_CONCURRENCY: '2' }, { shared: true });
    const second = await t.secondInstance({
      config: (config) => ({
        ...config,
        mail: { ...config.mail, smtpUrl: `${smtp.url}?name=second.example` },
      }),
    });
    open.push(second);
    // 20 ms a mail, two at a time: long enough for the second instance's poll (5 s) to find it.
    smtp.decide.current = async () => void (await new Promise((resolve) => setTimeout(resolve, 20)));
    await mailToAll(t, smtp, 'pair', 600);
    // Anything sent twice would arrive right after: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = postMails(smtp, 'pair');
    expect(mails).toHaveLength(600);
    expect(doubles(mails)).toEqual([]);
    const bySecond = mails.filter((mail) => mail.client === 'second.example').length;
    expect(bySecond).toBeGreaterThan(0);
    expect(bySecond).toBeLessThan(600);
  });

  it('keeps to MAIL_RATE_PER_SECOND across two instances: one allowance, not one each', async () => {
    const { t, smtp } = await mailApp(
      { MAIL_RATE_PER_SECOND: '50', MAIL_CONCURRENCY: '8' },
      { shared: true },
    );
    const second = await t.secondInstance();
    open.push(second);
    const started = Date.now();
    await mailToAll(t, smtp, 'paced', 150);
    // A full bucket lets 50 go at once; the next 100 take two seconds at 50 a second.
    const mails = postMails(smtp, 'paced');
    const took = Math.max(...mails.map((m) => m.acceptedAt)) - started;
    expect(took).toBeGreaterThan(1_800);
    expect(doubles(mails)).toEqual([]);
  });
});
