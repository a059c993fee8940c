import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives a `Config`.
 * A bad value stops the start with a message that names the variable.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const durationSeconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .positive('must be positive');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('file:./data/app.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      error: 'must be file:<path> for SQLite or postgres://… for PostgreSQL',
    }),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://example.com' }).optional(),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SESSION_TTL: durationSeconds.default(60 * 60 * 24 * 7),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PUBLIC_WRITES: z.coerce.number().int().positive().default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_CONTENT: booleanFromEnv.default(true),
  READ_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must be 0 (off) or more')
    .max(300, 'must be at most 300')
    .default(5),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  mediaDir: string;
  publicUrl: string | undefined;
  admin: { username: string; password: string; usesDefaults: boolean };
  sessionTtlSeconds: number;
  rateLimit: { enabled: boolean; login: number; publicWrites: number };
  redisUrl: string | undefined;
  logLevel: string;
  seedDemoContent: boolean;
  /** How long public list reads are served from memory; 0 turns the read cache off. */
  readCacheTtlMs: number;
  dev: boolean;
};

export const DEFAULT_ADMIN = { username: 'admin', password: 'admin123' } as const;

export class ConfigError extends Error {}

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
  const production = e.NODE_ENV === 'production';
  if (production && (!e.ADMIN_USERNAME || !e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD are required in production',
    );
  }
  const database = e.DATABASE_URL.startsWith('file:')
    ? { kind: 'sqlite' as const, path: e.DATABASE_URL.slice('file:'.length) }
    : { kind: 'postgres' as const, url: e.DATABASE_URL };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    mediaDir: e.MEDIA_DIR,
    publicUrl: e.PUBLIC_URL,
    admin: {
      username: e.ADMIN_USERNAME ?? DEFAULT_ADMIN.username,
      password: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
      usesDefaults: !production && !e.ADMIN_PASSWORD,
    },
    sessionTtlSeconds: e.SESSION_TTL,
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      login: e.RATE_LIMIT_LOGIN,
      publicWrites: e.RATE_LIMIT_PUBLIC_WRITES,
    },
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    seedDemoContent: e.SEED_DEMO_CONTENT,
    readCacheTtlMs: e.READ_CACHE_SECONDS * 1000,
    dev: options.dev ?? false,
  };
}
