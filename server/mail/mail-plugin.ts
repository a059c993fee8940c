import type { FastifyInstance } from 'fastify';
import { type NewsletterService, newsletterService } from './newsletter';
import { outboxRepository } from './outbox';
import { scheduleOutboxPurge } from './outbox-retention';
import { composeResetMail, isResetPurpose } from './password-reset-mail';
import { composeEnrolmentMail, isEnrolmentPurpose } from './two-factor-enrolment-mail';
import { composeSecurityNotice, isSecurityNoticePurpose } from './security-notice';
import { cachedCheck } from '../cache/cached-check';
import { mailSendBudget } from '../data/mail-send-budget';
import { mailSiteSettings } from './mail-site-settings';
import { smtpTransport } from './transport';
import { visitorsFirst } from './visitors-first';
import { startMailWorker } from './worker';
import { type BounceService, bounceService } from './bounces';
import { type BounceListener, startBounceListener } from './bounce-listener';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
    /** Records bounces and complaints (the worker, the bounce listener, the provider's webhook). */
    bounces: BounceService;
    /** The port the bounce listener took, once ready (undefined when none runs). */
    bounceListenerPort: () => number | undefined;
  }
}

/** How long the readiness probe's answer about the SMTP server is kept. */
const MAIL_CHECK_TTL_MS = 30_000;

/** Unconfirmed sign-ups are looked for hourly: a few minutes past 7 days changes nothing. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The newsletter service, this instance's outbox worker (with SMTP_URL) and the hourly purge
 * (docs/decisions/0016-newsletter-mail.md).
 */
export async function registerMail(app: FastifyInstance) {
  const service = newsletterService(app.db, app.config, app.log);
  app.decorate('newsletter', service);
  const bounces = bounceService(app.db, app.log);
  app.decorate('bounces', bounces);
  registerBounceListener(app, bounces);
  if (app.config.secretDerived && app.config.env !== 'test')
    app.log.warn(
      'SECRET is not set: mail links are signed with a development secret derived from DATABASE_URL',
    );

  if (service.mailEnabled) {
    const { mail } = app.config;
    const transport = smtpTransport(mail.smtpUrl!, mail.from, mail.concurrency);
    const siteSettings = mailSiteSettings(app.db, app.cacheBus);
    app.readiness.add('mail', cachedCheck(transport.verify, MAIL_CHECK_TTL_MS));
    const visitors = visitorsFirst(mail.concurrency);
    app.addHook('onRequest', async () => visitors.request());
    const worker = startMailWorker({
      outbox: outboxRepository(app.db),
      transport,
      compose: async (row) => {
        const { siteName, senderName } = await siteSettings();
        const composed = isResetPurpose(row.purpose)
          ? await composeResetMail(app.db, app.config, row, siteName)
          : isEnrolmentPurpose(row.purpose)
            ? await composeEnrolmentMail(app.db, app.config, row, siteName)
            : isSecurityNoticePurpose(row.purpose)
              ? await composeSecurityNotice(app.db, app.config, row, siteName)
              : await service.compose(row, siteName);
        if (!('mail' in composed)) return composed;
        // The address is MAIL_FROM's; the setting only names the sender shown with it.
        return { mail: { ...composed.mail, fromName: senderName || undefined } };
      },
      prefetch: service.prefetch,
      log: app.log,
      leaseMs: mail.leaseMs,
      retryMs: mail.retryMs,
      concurrency: mail.concurrency,
      visitorsFirst: visitors,
      ratePerSecond: mail.ratePerSecond,
      drawAllowance: mail.ratePerSecond > 0 ? mailSendBudget(app.db, mail.ratePerSecond).draw : undefined,
      beforeClaim: async (stopping) => void (await service.mailings.enqueueDue(stopping)),
      onOutcome: (result) => app.metrics?.mailSent.inc({ result }),
      onSendFailure: bounces.onSendFailure,
    });
    service.setNudge(worker.nudge);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      visitors.stop();
      await worker.stop();
    });
  }

  // With mail off too: the outbox may hold mails from when it was on.
  scheduleOutboxPurge(app);

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

/** The bounce listener, with MAIL_BOUNCE_ADDRESS and MAIL_BOUNCE_SMTP_PORT (even without SMTP_URL). */
function registerBounceListener(app: FastifyInstance, bounces: BounceService) {
  const { bounceAddress, bounceSmtp } = app.config.mail;
  let listener: BounceListener | undefined;
  app.decorate('bounceListenerPort', () => listener?.port());
  if (!bounceAddress || bounceSmtp.port === undefined) return;
  app.addHook('onReady', async () => {
    listener = await startBounceListener({
      host: bounceSmtp.host,
      port: bounceSmtp.port!,
      bounceAddress,
      secret: app.config.secret,
      bounces,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => listener?.close());
}
