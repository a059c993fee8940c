import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler limiting public writes (per client) */
    limitPublicWrites: preHandlerAsyncHookHandler;
    /** preHandler limiting sign-in attempts (per client and username) */
    limitLoginAttempts: preHandlerAsyncHookHandler;
  }
}

const noLimit: preHandlerAsyncHookHandler = async () => {};

function loginKey(request: FastifyRequest) {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return `${request.ip}|${username.slice(0, 254)}`;
}

/**
 * Counters live in Redis when REDIS_URL is set, so every instance behind a load balancer shares
 * them; otherwise in memory. The limiters run as preHandlers, after the body is parsed, so the
 * login limit can key on the username.
 */
export async function registerRateLimiting(app: FastifyInstance, config: Config) {
  if (!config.rateLimit.enabled) {
    app.decorate('limitPublicWrites', noLimit);
    app.decorate('limitLoginAttempts', noLimit);
    return;
  }
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'bm-rate-limit-',
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
  app.decorate(
    'limitPublicWrites',
    app.rateLimit({ max: config.rateLimit.publicWrites, timeWindow: 60_000, groupId: 'public-writes' }),
  );
  app.decorate(
    'limitLoginAttempts',
    app.rateLimit({
      max: config.rateLimit.login,
      timeWindow: 15 * 60_000,
      groupId: 'login',
      keyGenerator: loginKey,
    }),
  );
}
