import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { isStaffRequest } from '../auth/guards';

declare module 'fastify' {
  interface FastifyInstance {
    /** Clears the page cache and the API read cache, here and on every other instance. */
    cacheBus: CacheBus;
  }
}

/** Every instance of the site listens here; a message means "what you cached may be stale". */
export const INVALIDATION_CHANNEL = 'blood-and-mayhem:cache-invalidation';

export interface CacheBus {
  /** Registers a cache's clear function; called on every invalidation, local or remote. */
  onInvalidate(listener: () => void): void;
  /** Clears every cache of this instance at once and tells the other instances. */
  invalidate(): void;
  /**
   * Clears this instance's caches only, for a change each instance notices by itself (a
   * scheduled post coming due: every instance runs its own timer), so nothing is sent N times.
   */
  invalidateLocal(): void;
  /** With Redis, resolves when it answers a PING; undefined without Redis. */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/**
 * One invalidation mechanism for the in-process caches (pages and API reads). Without Redis it
 * is local only, and other instances catch up when their entries expire (READ_CACHE_SECONDS).
 * With REDIS_URL every instance subscribes to one channel; messages carry the sender's id so an
 * instance does not clear twice for its own write. A lost Redis connection clears on reconnect,
 * since messages sent meanwhile are lost.
 */
export function createCacheBus(options: { redisUrl?: string; log: FastifyBaseLogger }): CacheBus {
  const listeners: Array<() => void> = [];
  const instanceId = randomBytes(8).toString('hex');
  // Each cache bumps its own generation as it clears (server/cache/ttl-cache.ts), so a fill
  // started before the write is not stored.
  const clearLocal = () => {
    for (const listener of listeners) listener();
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redisUrl) {
    const connect = (role: string) => {
      const client = new Redis(options.redisUrl!, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
      let healthy = true;
      client.on('error', (error: Error) => {
        // ioredis retries on its own; one line per outage, not one per retry.
        if (healthy) options.log.warn({ err: error, role }, 'cache invalidation: Redis unavailable');
        healthy = false;
      });
      client.on('ready', () => {
        if (!healthy) {
          options.log.info({ role }, 'cache invalidation: Redis back, clearing the caches');
          clearLocal();
        }
        healthy = true;
      });
      return client;
    };
    publisher = connect('publisher');
    subscriber = connect('subscriber');
    subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => {
      options.log.warn({ err: error }, 'cache invalidation: could not subscribe');
    });
    subscriber.on('message', (channel: string, sender: string) => {
      if (channel === INVALIDATION_CHANNEL && sender !== instanceId) clearLocal();
    });
  }

  return {
    onInvalidate: (listener) => void listeners.push(listener),
    invalidate() {
      clearLocal();
      publisher?.publish(INVALIDATION_CHANNEL, instanceId).catch((error: unknown) => {
        options.log.warn({ err: error }, 'cache invalidation: could not publish');
      });
    },
    invalidateLocal: clearLocal,
    ping: publisher
      ? async () => {
          // ioredis would queue the command until it reconnects: a disconnected client is down now.
          if (publisher!.status !== 'ready') throw new Error(`Redis connection ${publisher!.status}`);
          await publisher!.ping();
        }
      : undefined,
    async close() {
      subscriber?.disconnect();
      publisher?.disconnect();
    },
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Decorates the app with the bus and invalidates after every successful API write by staff: staff
 * edit everything the public site shows. Anonymous writes (sign-ups, feedback, support messages)
 * appear on no public page or list, so they leave the caches alone; that is what keeps the caches
 * useful under a stream of sign-ups. Runs in onSend, before the answer leaves, so a client that
 * reads right after its write never gets the old page.
 */
export function registerCacheBus(app: FastifyInstance) {
  const bus = createCacheBus({ redisUrl: app.config.redisUrl, log: app.log });
  app.decorate('cacheBus', bus);
  if (bus.ping) app.readiness.add('redis', bus.ping);
  app.addHook('onClose', async () => bus.close());
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      WRITE_METHODS.has(request.method) &&
      reply.statusCode < 400 &&
      request.url.startsWith('/api/') &&
      isStaffRequest(request)
    ) {
      bus.invalidate();
    }
    return payload;
  });
}
