import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Locale } from '../contracts/locales';
import { booleanFromEnv, durationSeconds, locales, megabytes, timeZone, trustProxy } from './env-fields';
import { passwordProblem } from './auth/password-policy';
import type { SeedPlan } from './db/seed/seed-plan';
import type { S3StoreOptions } from './storage/s3-storage';

/**
 * The one place that reads the environment. Everything else receives a `Config`.
 * A bad value stops the start with a message that names the variable.
 */
const envSchema = z.object({
  /** The deployment's safety rules; NODE_ENV only picks the libraries' builds. */
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('file:./data/app.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      error: 'must be file:<path> for SQLite or postgres://… for PostgreSQL',
    }),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*[\w.-]*$/, 'must be a folder such as site/ (letters, digits, . _ - and /)')
    .refine((v) => !v.split('/').some((part) => part === '.' || part === '..'), {
      error: 'must not contain . or .. folders',
    })
    .default(''),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://example.com' }).optional(),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  // ASVS L2 for staff sessions: 12 hours however active, 30 minutes unused.
  SESSION_TTL: durationSeconds.default(60 * 60 * 12),
  SESSION_IDLE_TIMEOUT: durationSeconds.default(60 * 30),
  SESSION_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: trustProxy.optional(),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PUBLIC_WRITES: z.coerce.number().int().positive().default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed an empty database at start; what is seeded follows APP_ENV (see `Config.seed`). */
  SEED_DEMO_CONTENT: booleanFromEnv.default(true),
  UPLOADS_IN_FLIGHT: z.coerce.number().int().positive().default(4),
  UPLOAD_DAILY_MB_PER_CLIENT: megabytes.default(200),
  MEDIA_QUOTA_MB: megabytes.default(10_240),
  REQUEST_TIMEOUT: durationSeconds.default(120),
  HEADERS_TIMEOUT: durationSeconds.default(15),
  SHUTDOWN_TIMEOUT: durationSeconds.default(10),
  SHUTDOWN_DRAIN: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .default(0),
  PAGE_CACHE_ENABLED: booleanFromEnv.default(true),
  READ_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must be 0 (off) or more')
    .max(300, 'must be at most 300')
    .default(5),
  STUDIO_TIME_ZONE: timeZone.default('UTC'),
  LOCALES: locales.default(['en']),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days')
    .default(365),
  /** How long a post's preview link (sent to a colleague without an account) keeps working. */
  PREVIEW_LINK_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int('must be a whole number of hours')
    .min(1, 'must be at least 1 hour')
    .max(720, 'must be at most 720 hours (30 days)')
    .default(24),
  /** Which staff accounts must have two-factor sign-in on before the back office opens to them. */
  REQUIRE_2FA: z
    .enum(['off', 'super_admin', 'all'], { error: 'must be off, super_admin or all' })
    .default('off'),
  SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must be smtp://user:pass@host:port or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Blood & Mayhem <newsletter@localhost>'),
  /** How long a worker may hold a mail it claimed before another worker may take it over. */
  MAIL_LEASE_SECONDS: durationSeconds.default(120),
  /** The first retry delay after a temporary failure; each next one doubles. */
  MAIL_RETRY_SECONDS: durationSeconds.default(60),
  /** Mails in flight at once, each on its own SMTP connection; a throttling server lowers it. */
  MAIL_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of connections' })
    .int('must be a whole number of connections')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(64),
  /** The provider's allowance, shared by every instance; 0 leaves the pace to MAIL_CONCURRENCY. */
  MAIL_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a number of mails per second' })
    .min(0, 'must be 0 (no limit) or more')
    .max(100_000, 'must be at most 100000')
    .default(0),
  /** How long sent, failed and cancelled mails stay in the outbox before they are pruned. */
  MAIL_OUTBOX_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days')
    .default(30),
  /**
   * The address subscriber mails' bounces go to, as VERP (`local+<mail>-<signature>@domain`); its
   * domain's MX must reach the bounce listener (docs/decisions/0058-bounces-and-complaints.md).
   */
  MAIL_BOUNCE_ADDRESS: z
    .string()
    .regex(/^[^@\s+]+@[^@\s]+\.[^@\s]+$/, 'must be an address without + such as bounces@mail.example.com')
    .optional(),
  /** The port of the SMTP listener that receives delivery reports and complaints (0: any free port). */
  MAIL_BOUNCE_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  MAIL_BOUNCE_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  /** Mailgun's webhook signing key: without it POST /api/mail/webhooks/mailgun answers 404. */
  MAILGUN_WEBHOOK_SIGNING_KEY: z.string().min(8).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  mediaDir: string;
  /** Where uploads live: MEDIA_DIR (default), or an S3-compatible bucket every instance shares. */
  mediaStorage: { kind: 'local' } | { kind: 's3'; s3: S3StoreOptions };
  publicUrl: string | undefined;
  admin: { username: string; password: string; usesDefaults: boolean };
  /**
   * Absolute session lifetime, how long a session may sit unused before it ends, and how many live
   * sessions one account keeps (a new one past it ends the least recently used).
   */
  session: { ttlSeconds: number; idleSeconds: number; maxPerAccount: number };
  /** Fastify's trustProxy: false (default), a hop count, or trusted addresses/ranges. */
  trustProxy: false | number | string[];
  rateLimit: {
    enabled: boolean;
    /** sign-ins per 15 minutes per client address and account, and per known device of an account */
    login: number;
    /** sign-ins per 15 minutes per client address, whatever the username */
    loginPerIp: number;
    /** sign-ins per 15 minutes per account from devices it has not used before, from any address */
    loginPerAccount: number;
    publicWrites: number;
  };
  uploads: {
    /** large request bodies (multipart uploads) handled at once; more answer 503 */
    inFlight: number;
    /** feedback attachment bytes one client may send per day */
    dailyBytesPerClient: number;
    /** total bytes the media folder may hold */
    mediaQuotaBytes: number;
  };
  timeouts: { requestMs: number; headersMs: number };
  /**
   * On SIGTERM: answer as usual for `drainMs` while /api/ready says 503 (a load balancer stops
   * sending), then close, leaving in-flight requests and the mail worker `timeoutMs` to finish.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  redisUrl: string | undefined;
  /** GET /metrics with this bearer token, and/or a loopback listener on this port; neither by default. */
  metrics: { token: string | undefined; port: number | undefined };
  logLevel: string;
  /**
   * Whether an empty database is seeded at start, and with what (also for `npm run db:seed`).
   * Production gets the game content only: invented subscribers and messages must never sit among
   * real ones, so no variable can ask for them there; everywhere else gets the whole demo.
   */
  seed: { onStart: boolean; plan: SeedPlan };
  /** How long public list reads are served from memory; 0 turns the read cache off. */
  readCacheTtlMs: number;
  /** Anonymous public pages answered from the in-process page cache (for READ_CACHE_SECONDS). */
  pageCacheEnabled: boolean;
  /** The studio's IANA time zone: the back office picks publish times in it. */
  studioTimeZone: string;
  /** The languages the site serves (LOCALES), its default first. */
  locales: { all: readonly Locale[]; default: Locale };
  /** Audit log entries older than this many days are purged. */
  auditRetentionDays: number;
  previewLinkMs: number;
  /** Signs mail tokens, salts hashed IP addresses and keys the two-factor secrets' encryption. */
  secret: string;
  /** Accounts that may only set up two-factor sign-in until they have it: none, super admins, all staff. */
  requireTwoFactor: 'off' | 'super_admin' | 'all';
  /** True when SECRET was not set and a development secret was derived (warned about at start). */
  secretDerived: boolean;
  /** Without smtpUrl nothing is mailed and sign-ups are active at once. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    leaseMs: number;
    retryMs: number;
    concurrency: number;
    /** 0: no limit but the concurrency's. */
    ratePerSecond: number;
    retentionDays: number;
    /** Where subscriber mails' bounces go (VERP); without it they keep MAIL_FROM as their sender. */
    bounceAddress: string | undefined;
    /** The listener receiving bounces and complaints; without a port none is started. */
    bounceSmtp: { port: number | undefined; host: string };
    mailgunSigningKey: string | undefined;
  };
  dev: boolean;
};

export const DEFAULT_ADMIN = { username: 'admin', password: 'admin123' } as const;

export class ConfigError extends Error {}

/** NODE_ENV decides, as for React; under `--dev` Vite's pages take development builds, so must we. */
export function runsProductionBuilds(dev: boolean, env: Record<string, string | undefined> = process.env) {
  return env.NODE_ENV === 'production' && !dev;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { dev?: boolean } = {},
): Config {
  // Empty strings mean "not set": a blank line in a .env file should not override a default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.APP_ENV === 'production';
  if (production && (!e.ADMIN_USERNAME || !e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD are required with APP_ENV=production',
    );
  }
  // The first super admin's password follows the password rules (docs/decisions/0040-password-rules.md).
  const adminPasswordProblem =
    production && passwordProblem(e.ADMIN_PASSWORD!, { username: e.ADMIN_USERNAME });
  if (adminPasswordProblem) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${adminPasswordProblem}`);
  }
  // Absolute links (link previews, feeds) must not come from a Host header a visitor chose.
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL is required with APP_ENV=production');
  }
  // Mail links must not be forgeable by anyone who has read the source.
  if (production && !e.SECRET) {
    throw new ConfigError('Invalid configuration:\n  SECRET is required with APP_ENV=production');
  }
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET is required with MEDIA_STORAGE=s3');
  }
  // A listener without the address would have no VERP address to accept: said at start, not run idle.
  if (e.MAIL_BOUNCE_SMTP_PORT !== undefined && !e.MAIL_BOUNCE_ADDRESS) {
    throw new ConfigError('Invalid configuration:\n  MAIL_BOUNCE_SMTP_PORT needs MAIL_BOUNCE_ADDRESS');
  }
  const database = e.DATABASE_URL.startsWith('file:')
    ? { kind: 'sqlite' as const, path: e.DATABASE_URL.slice('file:'.length) }
    : { kind: 'postgres' as const, url: e.DATABASE_URL };
  return {
    env: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    mediaDir: e.MEDIA_DIR,
    mediaStorage:
      e.MEDIA_STORAGE === 's3'
        ? {
            kind: 's3',
            s3: {
              bucket: e.S3_BUCKET!,
              prefix: e.S3_PREFIX,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : { kind: 'local' },
    publicUrl: e.PUBLIC_URL,
    admin: {
      username: e.ADMIN_USERNAME ?? DEFAULT_ADMIN.username,
      password: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
      usesDefaults: !production && !e.ADMIN_PASSWORD,
    },
    session: {
      ttlSeconds: e.SESSION_TTL,
      idleSeconds: Math.min(e.SESSION_IDLE_TIMEOUT, e.SESSION_TTL),
      maxPerAccount: e.SESSION_MAX_PER_ACCOUNT,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      login: e.RATE_LIMIT_LOGIN,
      loginPerIp: e.RATE_LIMIT_LOGIN_IP,
      loginPerAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      publicWrites: e.RATE_LIMIT_PUBLIC_WRITES,
    },
    uploads: {
      inFlight: e.UPLOADS_IN_FLIGHT,
      dailyBytesPerClient: e.UPLOAD_DAILY_MB_PER_CLIENT * 1024 * 1024,
      mediaQuotaBytes: e.MEDIA_QUOTA_MB * 1024 * 1024,
    },
    timeouts: { requestMs: e.REQUEST_TIMEOUT * 1000, headersMs: e.HEADERS_TIMEOUT * 1000 },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT * 1000 },
    redisUrl: e.REDIS_URL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    logLevel: e.LOG_LEVEL,
    seed: { onStart: e.SEED_DEMO_CONTENT, plan: production ? 'game-content' : 'demo' },
    readCacheTtlMs: e.READ_CACHE_SECONDS * 1000,
    pageCacheEnabled: e.PAGE_CACHE_ENABLED,
    studioTimeZone: e.STUDIO_TIME_ZONE,
    locales: { all: e.LOCALES, default: e.LOCALES[0]! },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    previewLinkMs: e.PREVIEW_LINK_HOURS * 3_600_000,
    // Stable per database outside production, so links mailed in development keep working.
    secret: e.SECRET ?? createHash('sha256').update(`blood-and-mayhem-dev:${e.DATABASE_URL}`).digest('hex'),
    secretDerived: !e.SECRET,
    requireTwoFactor: e.REQUIRE_2FA,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      retryMs: e.MAIL_RETRY_SECONDS * 1000,
      concurrency: e.MAIL_CONCURRENCY,
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      retentionDays: e.MAIL_OUTBOX_RETENTION_DAYS,
      bounceAddress: e.MAIL_BOUNCE_ADDRESS?.toLowerCase(),
      bounceSmtp: { port: e.MAIL_BOUNCE_SMTP_PORT, host: e.MAIL_BOUNCE_SMTP_HOST },
      mailgunSigningKey: e.MAILGUN_WEBHOOK_SIGNING_KEY,
    },
    dev: options.dev ?? false,
  };
}
