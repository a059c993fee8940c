import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authentication } from './auth/guards';
import type { Config } from './config';
import type { Db } from './db/connection';
import { notFound, registerErrorHandling } from './http/errors';
import { registerApiDocs } from './http/api-docs';
import { registerEtags } from './http/etag';
import { registerRateLimiting } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import type { MediaStorage } from './storage/storage';
import { aboutRoutes } from './api/about/routes';
import { authRoutes } from './api/auth/routes';
import { chapterRoutes } from './api/chapters/routes';
import { devDiaryRoutes } from './api/dev-diaries/routes';
import { faqRoutes } from './api/faqs/routes';
import { feedbackRoutes } from './api/feedback/routes';
import { fighterRoutes } from './api/fighters/routes';
import { gameModeRoutes } from './api/game-modes/routes';
import { healthRoutes } from './api/health/routes';
import { subscriberRoutes } from './api/subscribers/routes';
import { supportMessageRoutes } from './api/support-messages/routes';
import { uploadRoutes } from './api/uploads/routes';
import { userRoutes } from './api/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db['kysely'];
    dbKind: Db['kind'];
    storage: MediaStorage;
  }
}

export interface AppDependencies {
  config: Config;
  db: Db;
  storage: MediaStorage;
  /** Registers the web layer (static files, media, SSR); API tests leave it out. */
  web?: (app: FastifyInstance) => Promise<void>;
}

export async function buildApp({ config, db, storage, web }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens and passwords never reach the log.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
          },
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db.kysely);
  app.decorate('dbKind', db.kind);
  app.decorate('storage', storage);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerRateLimiting(app, config);
  // Before compression, so the tag is computed over the JSON rather than compressed bytes.
  await registerEtags(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(authentication);
      // Route groups, in the order the specs list them.
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(fighterRoutes, { prefix: '/fighters' });
      await api.register(devDiaryRoutes, { prefix: '/dev-diaries' });
      await api.register(faqRoutes, { prefix: '/faqs' });
      await api.register(subscriberRoutes, { prefix: '/subscribers' });
      await api.register(feedbackRoutes, { prefix: '/feedback' });
      await api.register(supportMessageRoutes, { prefix: '/support-messages' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(aboutRoutes, { prefix: '/about' });
      await api.register(gameModeRoutes, { prefix: '/game-modes' });
      await api.register(chapterRoutes, { prefix: '/chapters' });
      await api.register(uploadRoutes, { prefix: '/uploads' });
      // Unknown API paths answer JSON, never the HTML not-found page.
      api.all('/*', { schema: { hide: true } }, async (request) => {
        throw notFound(`API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  if (web) await web(app);
  return app;
}
