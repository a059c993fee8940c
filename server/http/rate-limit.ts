import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { registerKnownDeviceCookie } from '../auth/known-devices';
import { HttpError } from '../core/errors';
import { type SignInSubject, accountSubject, namedSubject } from './sign-in-subject';
import type { WriteSlots } from './write-slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook limiting public writes: per client, then to the write slots (write-slots.ts) */
    limitPublicWrites: preHandlerAsyncHookHandler;
    /**
     * preHandler limiting sign-in attempts: per client, per client and account, and per account
     * (or, from a device the account knows, per device instead)
     */
    limitLoginAttempts: preHandlerAsyncHookHandler;
    /** Counts a check of the signed-in user's password against the sign-in budgets. */
    limitPasswordChecks: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Counts a two-factor code tried for `username`'s account against the same budgets. */
    limitCodeChecks: (request: FastifyRequest, reply: FastifyReply, username: string) => Promise<void>;
    /**
     * Counts a passkey answer against the client's budgets only (for `ownerId`'s account, when the
     * passkey is known): a signature cannot be guessed, so the account-wide budget is not spent.
     */
    limitPasskeyChecks: (request: FastifyRequest, reply: FastifyReply, ownerId?: number) => Promise<void>;
    /** preHandler of a password-reset request: per client, and per address as typed */
    limitResetRequests: preHandlerAsyncHookHandler;
    /** preHandler of a reset link's check and completion: per client */
    limitResetLinks: preHandlerAsyncHookHandler;
    /** preHandler of a mail provider's webhook: per client, generous (a provider posts in bursts) */
    limitWebhooks: preHandlerAsyncHookHandler;
  }
}

const noLimit = async () => {};
const LOGIN_WINDOW_MS = 15 * 60_000;
/** Reset calls per client per window (a request, the link's check and the new password make 3). */
const RESET_PER_CLIENT = 20;
/** Reset mails one address may be sent per window, however many clients ask. */
const RESET_PER_ADDRESS = 3;
/** Webhook calls per sending address per minute: a mailing's bounces arrive in bursts. */
const WEBHOOKS_PER_CLIENT = 600;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type KeyPart = (request: FastifyRequest) => string;

/** The client address as Fastify resolved it (socket, or forwarded by a trusted proxy); IPv6 by /56. */
const clientKey: KeyPart = (request) => normalizeIP(request.ip);

/** Addresses compare case-insensitively, so "Ada@x" and "ada@x " share one counter. */
const normaliseAddress = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';

/**
 * What a request is counted against, set by the handler that runs the counters: the account (or
 * the name or address as typed) and, for a sign-in from a device the account knows, that device.
 */
const accounts = new WeakMap<FastifyRequest, string>();
const devices = new WeakMap<FastifyRequest, string>();
const accountKey: KeyPart = (request) => accounts.get(request) ?? '';
const deviceKey: KeyPart = (request) => devices.get(request) ?? '';

/**
 * Fastify 5 reads a bare hop count as trusting no proxy (every client on one counter), so the
 * count becomes a per-hop function: trust the nearest `setting` hops.
 */
export function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

function waitText(seconds: number) {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Stops at the first counter over its limit: a refused client no longer spends accounts' budgets. */
function chain(limiters: Limiter[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, `Too many requests. Please try again in ${waitText(result.ttlInSeconds)}.`);
    }
  };
}

/**
 * Counters in Redis with REDIS_URL (shared by every instance), else in memory. preHandlers, so the
 * login limits can key on the parsed username; `request.ip` trusts only TRUST_PROXY's proxies.
 * A public write within its client's limit then waits for one of the write slots.
 */
export async function registerRateLimiting(app: FastifyInstance, config: Config, writeSlots: WriteSlots) {
  const takeWriteSlot = (reply: FastifyReply) => writeSlots.take(reply);
  // Sign-ins leave their device cookie whether or not they are counted.
  registerKnownDeviceCookie(app);
  if (!config.rateLimit.enabled) {
    app.decorate('limitPublicWrites', (_request: FastifyRequest, reply: FastifyReply) =>
      takeWriteSlot(reply),
    );
    app.decorate('limitLoginAttempts', noLimit);
    app.decorate('limitPasswordChecks', noLimit);
    app.decorate('limitCodeChecks', noLimit);
    app.decorate('limitPasskeyChecks', noLimit);
    app.decorate('limitResetRequests', noLimit);
    app.decorate('limitResetLinks', noLimit);
    app.decorate('limitWebhooks', noLimit);
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
    // In memory: room for many clients, so a flood of new addresses cannot push a counter out.
    cache: 50_000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
  const limitPerClient = app.rateLimit({
    max: config.rateLimit.publicWrites,
    timeWindow: 60_000,
    groupId: 'public-writes',
  });
  app.decorate(
    'limitPublicWrites',
    async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      await limitPerClient.call(this, request, reply);
      // A refused client has its answer already and takes no slot.
      if (!reply.sent) await takeWriteSlot(reply);
    },
  );

  const counter = (name: string, max: number, parts: KeyPart[]) =>
    app.createRateLimit({
      max,
      timeWindow: LOGIN_WINDOW_MS,
      keyGenerator: (request) => [name, ...parts.map((part) => part(request))].join('|'),
    });
  const { login, loginPerIp, loginPerAccount } = config.rateLimit;
  // Sign-ins, password checks and codes share one budget, keyed on the account however it was
  // named (sign-in-subject.ts). A device the account knows has a budget of its own instead of the
  // account's: whoever hammers a username from elsewhere cannot lock its owner out of their device
  // (docs/decisions/0042-session-limits-and-known-devices.md).
  const perClient = counter('login-ip', loginPerIp, [clientKey]);
  const perClientAndAccount = counter('login', login, [clientKey, accountKey]);
  const fromUnknownDevice = chain([
    perClientAndAccount,
    counter('login-account', loginPerAccount, [accountKey]),
  ]);
  const fromKnownDevice = chain([perClientAndAccount, counter('login-device', login, [deviceKey])]);
  // The client's own budget first: a refused client costs no lookup and spends no account's budget.
  const limitClient = chain([perClient]);
  const limitSubject = async (
    request: FastifyRequest,
    reply: FastifyReply,
    subject: () => Promise<SignInSubject>,
  ) => {
    await limitClient(request, reply);
    const { account, device } = await subject();
    accounts.set(request, account);
    if (device) devices.set(request, device);
    await (device ? fromKnownDevice : fromUnknownDevice)(request, reply);
  };
  app.decorate('limitLoginAttempts', async (request: FastifyRequest, reply: FastifyReply) => {
    const typed = (request.body as { username?: unknown } | undefined)?.username;
    await limitSubject(request, reply, () => namedSubject(app.db, request, typed));
  });
  app.decorate('limitPasswordChecks', async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.user?.id;
    await limitSubject(request, reply, () =>
      userId === undefined ? namedSubject(app.db, request, '') : accountSubject(app.db, request, userId),
    );
  });
  // A second factor guessed after a stolen password spends the same budget as guessing passwords.
  app.decorate('limitCodeChecks', async (request: FastifyRequest, reply: FastifyReply, username: string) => {
    await limitSubject(request, reply, () => namedSubject(app.db, request, username));
  });
  const limitPasskey = chain([perClient, perClientAndAccount]);
  app.decorate(
    'limitPasskeyChecks',
    async (request: FastifyRequest, reply: FastifyReply, ownerId?: number) => {
      accounts.set(request, ownerId === undefined ? '' : `account:${ownerId}`);
      await limitPasskey(request, reply);
    },
  );

  // Keyed on the address as typed, existing or not, like the sign-in counters: a refusal tells nothing.
  const resetPerClient = counter('reset-ip', RESET_PER_CLIENT, [clientKey]);
  const limitReset = chain([resetPerClient, counter('reset-address', RESET_PER_ADDRESS, [accountKey])]);
  app.decorate('limitResetRequests', async (request: FastifyRequest, reply: FastifyReply) => {
    accounts.set(request, normaliseAddress((request.body as { email?: unknown } | undefined)?.email));
    await limitReset(request, reply);
  });
  app.decorate('limitResetLinks', chain([resetPerClient]));
  app.decorate(
    'limitWebhooks',
    chain([
      app.createRateLimit({
        max: WEBHOOKS_PER_CLIENT,
        timeWindow: 60_000,
        keyGenerator: (request) => `webhook|${clientKey(request)}`,
      }),
    ]),
  );
}
