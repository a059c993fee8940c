import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authentication } from './auth/guards';
import { enrolmentGate } from './two-factor/enrolment-gate';
import type { Config } from './config';
import { type Db, PUBLIC_WRITE_SLOTS } from './db/connection';
import { methodNotAllowed, notFound } from './core/errors';
import { refuseNulCharacters, registerErrorHandling, trackRouteMethods } from './http/errors';
import { registerApiDocs } from './http/api-docs';
import { registerCacheBus } from './http/cache-bus';
import { registerCompression } from './http/compression';
import { registerEtags } from './http/etag';
import { registerFairTurns } from './http/fair-turns';
import { redactedRequest } from './http/log-redaction';
import { registerNoStoreAnswers } from './http/no-store';
import { registerMail } from './mail/mail-plugin';
import { registerRateLimiting, trustProxyOption } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { withMediaTally } from './storage/media-tally';
import type { FileStore, MediaStorage } from './storage/storage';
import { createUploadGate } from './http/upload-gate';
import { createWriteSlots } from './http/write-slots';
import { registerReadiness } from './http/readiness';
import { registerMetrics } from './metrics/metrics-plugin';
import { previewLinks } from './auth/preview-links';
import { aboutRoutes } from './api/about/routes';
import { siteSettingsRoutes } from './api/site-settings/routes';
import { accountRoutes } from './api/account/routes';
import { auditLogRoutes } from './api/audit-log/routes';
import { mailOutboxRoutes } from './api/mail-outbox/routes';
import { mailWebhookRoutes } from './api/mail-webhooks/routes';
import { authRoutes } from './api/auth/routes';
import { twoFactorRoutes } from './api/two-factor/routes';
import { passkeyRoutes } from './api/passkeys/routes';
import { passwordResetRoutes } from './api/password-reset/routes';
import { chapterRoutes } from './api/chapters/routes';
import { dashboardRoutes } from './api/dashboard/routes';
import { devDiaryRoutes } from './api/dev-diaries/routes';
import { faqRoutes } from './api/faqs/routes';
import { registerPublicForms } from './forms/public-forms';
import { feedbackRoutes } from './api/feedback/routes';
import { fighterRoutes } from './api/fighters/routes';
import { gameModeRoutes } from './api/game-modes/routes';
import { healthRoutes, readyRoutes } from './api/health/routes';
import { subscriberRoutes } from './api/subscribers/routes';
import { supportMessageRoutes } from './api/support-messages/routes';
import { uploadRoutes } from './api/uploads/routes';
import { mediaRoutes } from './api/media/routes';
import { registerImageVariants } from './images/image-variants-plugin';
import { userRoutes } from './api/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db['kysely'];
    dbKind: Db['kind'];
    /** PostgreSQL's address, for a worker thread that needs a connection of its own. */
    postgresConnection: Db['postgres'];
    /** True while the last attempt to reach PostgreSQL failed: pages answer 503 then. */
    databaseUnavailable: () => boolean;
    storage: MediaStorage;
  }
}

export interface AppDependencies {
  config: Config;
  db: Db;
  /** The file store (createFileStore); the app keeps its usage in the database. */
  files: FileStore;
  /** Registers the web layer (static files, media, SSR); API tests leave it out. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Where the log goes: standard output unless given (tests read the lines). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  db,
  files,
  web,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens and passwords never reach the log: not in headers or bodies, nor in the URL
            // (reset, newsletter and preview links carry theirs there).
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
            serializers: { req: redactedRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client that trickles its request (slowloris) is cut off instead of holding a socket for ever:
    // the whole request within requestMs, an idle socket after requestMs, the headers within headersMs.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.requestMs,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(config.timeouts.headersMs, config.timeouts.requestMs),
      // Node checks the timeouts on this interval (30 s by default), which would stretch a short one.
      connectionsCheckingInterval: Math.min(30_000, Math.max(500, config.timeouts.headersMs / 2)),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db.kysely);
  app.decorate('dbKind', db.kind);
  app.decorate('postgresConnection', db.postgres);
  app.decorate('databaseUnavailable', () => db.isUnavailable());
  const storage = withMediaTally(files, db.kysely);
  app.decorate('storage', storage);
  app.decorate('uploadGate', createUploadGate(config.uploads.inFlight));
  app.decorate('previewLinks', previewLinks(config.secret, config.previewLinkMs));

  // First of all hooks: a request waits for its turn before any work is spent on it.
  registerFairTurns(app);
  registerErrorHandling(app);
  // Before the plugins that add their services' checks to it.
  registerReadiness(app);
  app.readiness.add('database', async () => void (await sql`select 1`.execute(db.kysely)));
  app.readiness.add('storage', () => storage.check());
  registerMetrics(app, db);
  await registerSecurityHeaders(app);
  await registerRateLimiting(app, config, createWriteSlots(PUBLIC_WRITE_SLOTS));
  // Before compression, so the tag is computed over the JSON rather than compressed bytes.
  await registerEtags(app);
  await registerCompression(app);
  // One invalidation for the page cache and the API read cache, across instances with Redis.
  registerCacheBus(app);
  await registerApiDocs(app);
  await registerMail(app);
  registerPublicForms(app);
  registerImageVariants(app);

  await app.register(
    async (api) => {
      const allowedMethods = trackRouteMethods(api);
      api.addHook('preHandler', refuseNulCharacters);
      registerNoStoreAnswers(api);
      await api.register(authentication);
      await api.register(enrolmentGate);
      // Route groups, in the order the specs list them.
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(readyRoutes, { prefix: '/ready' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(twoFactorRoutes, { prefix: '/two-factor' });
      await api.register(passkeyRoutes, { prefix: '/passkeys' });
      await api.register(passwordResetRoutes, { prefix: '/password-reset' });
      await api.register(fighterRoutes, { prefix: '/fighters' });
      await api.register(devDiaryRoutes, { prefix: '/dev-diaries' });
      await api.register(faqRoutes, { prefix: '/faqs' });
      await api.register(subscriberRoutes, { prefix: '/subscribers' });
      await api.register(feedbackRoutes, { prefix: '/feedback' });
      await api.register(supportMessageRoutes, { prefix: '/support-messages' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(aboutRoutes, { prefix: '/about' });
      await api.register(gameModeRoutes, { prefix: '/game-modes' });
      await api.register(chapterRoutes, { prefix: '/chapters' });
      await api.register(uploadRoutes, { prefix: '/uploads' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(auditLogRoutes, { prefix: '/audit-log' });
      await api.register(mailOutboxRoutes, { prefix: '/mail-outbox' });
      await api.register(mailWebhookRoutes, { prefix: '/mail/webhooks' });
      await api.register(siteSettingsRoutes, { prefix: '/site-settings' });
      // Unknown API paths answer JSON, never the HTML not-found page; a known path asked with a
      // method it lacks answers 405 with the methods it has.
      const unknownRoute = async (request: FastifyRequest) => {
        const path = request.url.split('?')[0]!;
        const allowed = allowedMethods(path);
        if (allowed.length > 0) throw methodNotAllowed(request.method, path, allowed);
        throw notFound(`API route ${request.method} ${path}`);
      };
      api.all('/*', { schema: { hide: true } }, unknownRoute);
      // Methods no route here declares (PROPFIND, LOCK, …) skip `all` and land in this handler.
      api.setNotFoundHandler(unknownRoute);
    },
    { prefix: '/api' },
  );

  if (web) await web(app);
  return app;
}
