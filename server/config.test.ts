import { describe, expect, it } from 'vitest';
import { PASSWORD_HAS_IDENTITY, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../contracts/user';
import { ConfigError, loadConfig, runsProductionBuilds } from './config';

const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-chars';
const PRODUCTION_ADMIN_PASSWORD = 'crimson-anvil-lighthouse';

/** A complete production environment: each test changes or leaves out the variable it is about. */
const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://x.example',
  ADMIN_USERNAME: 'boss',
  ADMIN_PASSWORD: PRODUCTION_ADMIN_PASSWORD,
  SECRET: PRODUCTION_SECRET,
};

const productionWithout = (name: keyof typeof PRODUCTION) => {
  const { [name]: _left, ...rest } = PRODUCTION;
  return rest;
};

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', path: './data/app.db' },
      mediaDir: './data/media',
      admin: { username: 'admin', password: 'admin123', usesDefaults: true },
      rateLimit: { enabled: true, login: 10, publicWrites: 10 },
      shutdown: { drainMs: 0, timeoutMs: 10_000 },
      metrics: { token: undefined, port: undefined },
    });
  });

  it('reads PostgreSQL URLs and rate-limit settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/site',
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_LOGIN: '3',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/site' });
    expect(config.rateLimit).toEqual({
      enabled: false,
      login: 3,
      loginPerIp: 30,
      loginPerAccount: 20,
      publicWrites: 10,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_TTL: '-5' }, 'SESSION_TTL'],
    [{ RATE_LIMIT_ENABLED: 'maybe' }, 'RATE_LIMIT_ENABLED'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SHUTDOWN_DRAIN: '-1' }, 'SHUTDOWN_DRAIN'],
    [{ SHUTDOWN_TIMEOUT: '0' }, 'SHUTDOWN_TIMEOUT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ MEDIA_STORAGE: 'ftp' }, 'MEDIA_STORAGE'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_PREFIX: '../other' }, 'S3_PREFIX'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('reads the bounce settings, lower-casing the address, and wants the address with the port', () => {
    expect(loadConfig({}).mail).toMatchObject({
      bounceAddress: undefined,
      bounceSmtp: { port: undefined, host: '127.0.0.1' },
      mailgunSigningKey: undefined,
    });
    const mail = loadConfig({
      MAIL_BOUNCE_ADDRESS: 'Bounces@Mail.Example.com',
      MAIL_BOUNCE_SMTP_PORT: '2525',
      MAILGUN_WEBHOOK_SIGNING_KEY: 'key-123456789',
    }).mail;
    expect(mail).toMatchObject({
      bounceAddress: 'bounces@mail.example.com',
      bounceSmtp: { port: 2525, host: '127.0.0.1' },
      mailgunSigningKey: 'key-123456789',
    });
    expect(() => loadConfig({ MAIL_BOUNCE_SMTP_PORT: '2525' })).toThrow(
      /MAIL_BOUNCE_SMTP_PORT needs MAIL_BOUNCE_ADDRESS/,
    );
    expect(() => loadConfig({ MAIL_BOUNCE_ADDRESS: 'bounces+x@mail.example.com' })).toThrow(
      /MAIL_BOUNCE_ADDRESS:/,
    );
  });

  it('keeps media in MEDIA_DIR by default, and in a bucket with MEDIA_STORAGE=s3 and S3_BUCKET', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET is required with MEDIA_STORAGE=s3/);
    const s3 = {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PREFIX: 'site/',
    };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).mediaStorage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'media',
        prefix: 'site/',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        forcePathStyle: true,
      },
    });
  });

  it('requires the admin credentials in production and never marks them as sample ones', () => {
    expect(() => loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://x.example' })).toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD are required/,
    );
    const config = loadConfig(PRODUCTION);
    expect(config.admin).toEqual({
      username: 'boss',
      password: PRODUCTION_ADMIN_PASSWORD,
      usesDefaults: false,
    });
  });

  it('holds ADMIN_PASSWORD to the password rules in production, and keeps the demo default elsewhere', () => {
    for (const [password, rule] of [
      ['admin123', PASSWORD_TOO_SHORT],
      ['qwerty123456', PASSWORD_TOO_COMMON],
      ['password1234', PASSWORD_TOO_COMMON],
      ['the-boss-of-the-studio', PASSWORD_HAS_IDENTITY],
    ]) {
      const start = () => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: password });
      expect(start, password).toThrow(ConfigError);
      expect(start, password).toThrow(`Invalid configuration:\n  ADMIN_PASSWORD: ${rule}`);
    }
    expect(loadConfig(PRODUCTION).admin.password).toBe(PRODUCTION_ADMIN_PASSWORD);
    // Outside production the sample credentials stay, printed on the sign-in page.
    expect(loadConfig({}).admin.password).toBe('admin123');
    expect(loadConfig({ APP_ENV: 'test', ADMIN_PASSWORD: 'admin123' }).admin.password).toBe('admin123');
  });

  it('requires PUBLIC_URL with APP_ENV=production, so links never come from a Host header', () => {
    expect(() => loadConfig(productionWithout('PUBLIC_URL'))).toThrow(/PUBLIC_URL is required/);
  });

  it('requires SECRET with APP_ENV=production, and derives a stable one elsewhere', () => {
    expect(() => loadConfig(productionWithout('SECRET'))).toThrow(/SECRET is required/);
    expect(() => loadConfig({ ...PRODUCTION, SECRET: 'short' })).toThrow(/SECRET:/);
    expect(loadConfig(PRODUCTION).secret).toBe(PRODUCTION_SECRET);
    const dev = loadConfig({});
    expect(dev.secretDerived).toBe(true);
    expect(dev.secret).toBe(loadConfig({}).secret);
    expect(dev.secret).not.toBe(loadConfig({ DATABASE_URL: 'file:./other.db' }).secret);
  });

  it('reads the mail settings: without SMTP_URL nothing is mailed', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL:/);
  });

  it('ignores NODE_ENV for the safety rules: NODE_ENV=production alone still shows the demo sign-in', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.env).toBe('development');
    expect(config.admin.usesDefaults).toBe(true);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/8;rm'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/);
  });

  it('never lets the idle timeout outlast the absolute session lifetime', () => {
    expect(loadConfig({ SESSION_TTL: '600', SESSION_IDLE_TIMEOUT: '3600' }).session).toEqual({
      ttlSeconds: 600,
      idleSeconds: 600,
      maxPerAccount: 10,
    });
  });

  it('keeps staff sessions to ASVS L2 by default: 12 hours, 30 minutes idle, 10 per account', () => {
    expect(loadConfig({}).session).toEqual({
      ttlSeconds: 12 * 3600,
      idleSeconds: 30 * 60,
      maxPerAccount: 10,
    });
    expect(loadConfig({ SESSION_MAX_PER_ACCOUNT: '3' }).session.maxPerAccount).toBe(3);
    expect(() => loadConfig({ SESSION_MAX_PER_ACCOUNT: '0' })).toThrow(/SESSION_MAX_PER_ACCOUNT:/);
  });

  it('reads LOCALES as the served languages, the default first, and refuses unknown or repeated ones', () => {
    expect(loadConfig({}).locales).toEqual({ all: ['en'], default: 'en' });
    expect(loadConfig({ LOCALES: 'ja, en ,fr' }).locales).toEqual({ all: ['ja', 'en', 'fr'], default: 'ja' });
    expect(() => loadConfig({ LOCALES: 'en,de' })).toThrow(
      /LOCALES: must list locales among en, fr, ja.*unknown: de/,
    );
    expect(() => loadConfig({ LOCALES: 'en,en' })).toThrow(/LOCALES: must list locales among en, fr, ja/);
    expect(() => loadConfig({ LOCALES: ' , ' })).toThrow(/LOCALES/);
  });

  it('reads the studio time zone, UTC by default, and refuses names that are not zones', () => {
    expect(loadConfig({}).studioTimeZone).toBe('UTC');
    expect(loadConfig({ STUDIO_TIME_ZONE: 'Europe/Paris' }).studioTimeZone).toBe('Europe/Paris');
    for (const bad of ['Paris', 'Mars/Olympus_Mons', 'CET+99'])
      expect(() => loadConfig({ STUDIO_TIME_ZONE: bad })).toThrow(
        /STUDIO_TIME_ZONE: must be an IANA time zone name such as Europe\/Paris/,
      );
  });

  it('keeps audit entries 365 days unless told, and refuses a retention that is not whole days', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    for (const bad of ['0', '1.5', 'forever'])
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it('sends 64 mails at once with no allowance unless told, and refuses settings that make no sense', () => {
    expect(loadConfig({}).mail).toMatchObject({ concurrency: 64, ratePerSecond: 0 });
    expect(loadConfig({ MAIL_CONCURRENCY: '4', MAIL_RATE_PER_SECOND: '14.5' }).mail).toMatchObject({
      concurrency: 4,
      ratePerSecond: 14.5,
    });
    for (const bad of ['0', '2.5', 'many', '1000'])
      expect(() => loadConfig({ MAIL_CONCURRENCY: bad })).toThrow(/MAIL_CONCURRENCY/);
    for (const bad of ['-1', 'fast'])
      expect(() => loadConfig({ MAIL_RATE_PER_SECOND: bad })).toThrow(/MAIL_RATE_PER_SECOND: must be/);
  });

  it('keeps finished mails in the outbox 30 days unless told, and refuses a retention that is not whole days', () => {
    expect(loadConfig({}).mail.retentionDays).toBe(30);
    expect(loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: '7' }).mail.retentionDays).toBe(7);
    for (const bad of ['0', '-3', '2.5', 'a month', '99999'])
      expect(() => loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: bad })).toThrow(
        /MAIL_OUTBOX_RETENTION_DAYS.*(must be|number)/,
      );
  });

  it('seeds an empty database with the whole demo outside production and only the game content in it', () => {
    expect(loadConfig({}).seed).toEqual({ onStart: true, plan: 'demo' });
    expect(loadConfig({ APP_ENV: 'test' }).seed).toEqual({ onStart: true, plan: 'demo' });
    expect(loadConfig(PRODUCTION).seed).toEqual({ onStart: true, plan: 'game-content' });
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_CONTENT: 'false' }).seed).toEqual({
      onStart: false,
      plan: 'game-content',
    });
    // NODE_ENV only picks library builds: the demo's visitor input stays.
    expect(loadConfig({ NODE_ENV: 'production' }).seed.plan).toBe('demo');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});

describe('production builds', () => {
  it('follow NODE_ENV, as React does, except under --dev', () => {
    expect(runsProductionBuilds(false, { NODE_ENV: 'production' })).toBe(true);
    expect(runsProductionBuilds(false, {})).toBe(false);
    expect(runsProductionBuilds(true, { NODE_ENV: 'production' })).toBe(false);
  });
});
