import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../core/errors';

/**
 * How many attachment bytes each client may send per day (UTC), so one visitor cannot fill the
 * media folder with feedback. Counters live in memory, or in Redis when REDIS_URL is set so every
 * instance behind a load balancer shares them.
 */
export interface DailyByteBudget {
  /**
   * Takes `bytes` from the client's budget for today, or refuses (429) and takes nothing. Answers
   * the function that gives them back, for a submission that is not accepted after all.
   */
  take(client: string, bytes: number): Promise<GiveBack>;
  close(): Promise<void>;
}

type GiveBack = () => Promise<void>;

const REDIS_PREFIX = 'bm-feedback-bytes:';
/** A day's counter outlives its day a little, for clients whose clocks or requests straddle midnight. */
const REDIS_TTL_SECONDS = 2 * 24 * 60 * 60;

const today = () => new Date().toISOString().slice(0, 10);

export function budgetExceeded(limitBytes: number): HttpError {
  const mb = Math.round(limitBytes / (1024 * 1024));
  return new HttpError(
    429,
    `Daily attachment limit reached: each visitor may attach up to ${mb} MB of files per day. ` +
      'Please try again tomorrow, or send your feedback with smaller files or none.',
  );
}

function memoryBudget(limitBytes: number): DailyByteBudget {
  let day = today();
  let used = new Map<string, number>();
  // Yesterday's counters are dropped whole, which also keeps the map from growing for ever.
  const counters = () => {
    if (day !== today()) {
      day = today();
      used = new Map();
    }
    return used;
  };
  return {
    async take(client, bytes) {
      const map = counters();
      const after = (map.get(client) ?? 0) + bytes;
      if (after > limitBytes) throw budgetExceeded(limitBytes);
      map.set(client, after);
      return async () => {
        // A new day since then has started every client from zero already.
        if (counters() !== map) return;
        const left = (map.get(client) ?? 0) - bytes;
        if (left > 0) map.set(client, left);
        else map.delete(client);
      };
    },
    async close() {},
  };
}

function redisBudget(limitBytes: number, url: string, log: FastifyBaseLogger): DailyByteBudget {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => log.debug({ err }, 'feedback byte budget: Redis unavailable'));
  const keyOf = (client: string) => `${REDIS_PREFIX}${today()}:${client}`;
  return {
    async take(client, bytes) {
      const key = keyOf(client);
      const giveBack = async () => {
        await redis.decrby(key, bytes).catch((err: unknown) => {
          log.warn({ err }, 'feedback byte budget: could not give bytes back');
        });
      };
      // INCRBY first and undo on refusal: atomic across instances, no read-then-write race.
      const results = await redis
        .multi()
        .incrby(key, bytes)
        .expire(key, REDIS_TTL_SECONDS)
        .exec()
        .catch((err: unknown) => [[err, null]] as const);
      const [error, value] = results?.[0] ?? [new Error('no reply'), null];
      if (error || typeof value !== 'number') {
        // Like the rate limits: an unreachable Redis lets the submission through (the storage quota
        // still bounds the disk) rather than refusing every visitor.
        log.warn({ err: error }, 'feedback byte budget not checked: Redis unavailable');
        return async () => {};
      }
      if (value > limitBytes) {
        await giveBack();
        throw budgetExceeded(limitBytes);
      }
      return giveBack;
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createDailyByteBudget(options: {
  limitBytes: number;
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
}): DailyByteBudget {
  return options.redisUrl
    ? redisBudget(options.limitBytes, options.redisUrl, options.log)
    : memoryBudget(options.limitBytes);
}
