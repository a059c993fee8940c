import type { FastifyInstance } from 'fastify';
import { type NewsletterService, newsletterService } from './newsletter';
import { outboxRepository } from './outbox';
import { composeResetMail, isResetPurpose } from './password-reset-mail';
import { composeEnrolmentMail, isEnrolmentPurpose } from './two-factor-enrolment-mail';
import { composeSecurityNotice, isSecurityNoticePurpose } from './security-notice';
import { cachedCheck } from '../cache/cached-check';
import { TtlCache } from '../cache/ttl-cache';
import { mailSendBudget } from '../data/mail-send-budget';
import { siteSettingsRepository } from '../data/site-settings';
import { smtpTransport } from './transport';
import { visitorsFirst } from './visitors-first';
import { startMailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

/** How long the readiness probe's answer about the SMTP server is kept. */
const MAIL_CHECK_TTL_MS = 30_000;

/** How long the sender name (a site setting) is kept while mail goes out. */
const SENDER_NAME_TTL_MS = 1_000;

/** Unconfirmed sign-ups are looked for hourly: a few minutes past 7 days changes nothing. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The newsletter service, this instance's outbox worker (with SMTP_URL) and the hourly purge
 * (docs/decisions/0016-newsletter-mail.md).
 */
export async function registerMail(app: FastifyInstance) {
  const service = newsletterService(app.db, app.config, app.log);
  app.decorate('newsletter', service);
  if (app.config.secretDerived && app.config.env !== 'test')
    app.log.warn(
      'SECRET is not set: mail links are signed with a development secret derived from DATABASE_URL',
    );

  if (service.mailEnabled) {
    const { mail } = app.config;
    const transport = smtpTransport(mail.smtpUrl!, mail.from, mail.concurrency);
    app.readiness.add('mail', cachedCheck(transport.verify, MAIL_CHECK_TTL_MS));
    // Read once a second, not once a mail: a rename reaches the mails within that second.
    const senderNames = new TtlCache<'sender', string>({ ttlMs: SENDER_NAME_TTL_MS, maxEntries: 1 });
    const visitors = visitorsFirst(mail.concurrency);
    app.addHook('onRequest', async () => visitors.request());
    const worker = startMailWorker({
      outbox: outboxRepository(app.db),
      transport,
      compose: async (row) => {
        const composed = isResetPurpose(row.purpose)
          ? await composeResetMail(app.db, app.config, row)
          : isEnrolmentPurpose(row.purpose)
            ? await composeEnrolmentMail(app.db, app.config, row)
            : isSecurityNoticePurpose(row.purpose)
              ? await composeSecurityNotice(app.db, app.config, row)
              : await service.compose(row);
        if (!('mail' in composed)) return composed;
        const newsletterSenderName = await senderNames.read('sender', async () => {
          return (await siteSettingsRepository(app.db).find()).newsletterSenderName;
        });
        return { mail: { ...composed.mail, fromName: newsletterSenderName || undefined } };
      },
      log: app.log,
      leaseMs: mail.leaseMs,
      retryMs: mail.retryMs,
      concurrency: mail.concurrency,
      visitorsFirst: visitors,
      ratePerSecond: mail.ratePerSecond,
      drawAllowance: mail.ratePerSecond > 0 ? mailSendBudget(app.db, mail.ratePerSecond).draw : undefined,
      beforeClaim: async (stopping) => void (await service.mailings.enqueueDue(stopping)),
      onOutcome: (result) => app.metrics?.mailSent.inc({ result }),
    });
    service.setNudge(worker.nudge);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      visitors.stop();
      await worker.stop();
    });
  }

  let purgeTimer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const deleted = await service.purgeUnconfirmed();
      if (deleted > 0) app.log.info({ deleted }, 'deleted unconfirmed newsletter sign-ups');
    } catch (err) {
      app.log.warn({ err }, 'could not delete unconfirmed sign-ups');
    }
  };
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    purgeTimer.unref();
    void purge();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));
}
