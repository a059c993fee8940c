import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    });
  });

  it('reads PostgreSQL URLs and rate-limit settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/site',
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_LOGIN: '3',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/site' });
    expect(config.rateLimit).toEqual({ enabled: false, login: 3, publicWrites: 10 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_TTL: '-5' }, 'SESSION_TTL'],
    [{ RATE_LIMIT_ENABLED: 'maybe' }, 'RATE_LIMIT_ENABLED'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('requires the admin credentials in production and never marks them as sample ones', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD are required/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long-secret',
    });
    expect(config.admin).toEqual({ username: 'boss', password: 'long-secret', usesDefaults: false });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
