import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../server/config';

/**
 * The deployment recipe (Dockerfile, compose.yaml, deploy/nginx.conf), checked without a Docker
 * engine: no machine here runs one. The Dockerfile goes through dockerfile-utils' linter (the VS
 * Code Docker extension's); the compose file's app settings through the server's own config.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Service = { image?: string; build?: string; environment?: Record<string, string>; volumes?: string[] };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

/** `${NAME:-default}` takes its default, `${NAME:?message}` a sample value, as compose would with nothing set. */
const substitute = (value: string) =>
  value
    .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_, name: string) =>
      name === 'SECRET' ? 'x'.repeat(40) : 'sample-value',
    );

describe('the deployment recipe', () => {
  it('has a Dockerfile the linter passes, multi-stage, non-root, with a health check', () => {
    const dockerfile = read('Dockerfile');
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['node_modules', 'data', '.git']),
    );
  });

  it('runs two app instances on PostgreSQL, Redis and a bucket behind the proxy, with settings the server accepts', () => {
    const { app1, app2, postgres, redis, minio, proxy } = compose.services;
    expect([app1, app2, postgres, redis, minio, proxy].every(Boolean)).toBe(true);
    for (const app of [app1!, app2!]) {
      expect(app.build).toBe('.');
      const env = Object.fromEntries(
        Object.entries(app.environment ?? {}).map(([k, v]) => [k, substitute(v)]),
      );
      const config = loadConfig({ ...env, APP_ENV: 'production' });
      expect(config.database.kind).toBe('postgres');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.shutdown.drainMs).toBeGreaterThan(0);
      // One bucket for both, on the compose file's S3-compatible store.
      expect(config.mediaStorage).toEqual({
        kind: 's3',
        s3: expect.objectContaining({ bucket: 'media', endpoint: 'http://minio:9000', forcePathStyle: true }),
      });
      expect(app.volumes).toBeUndefined();
    }
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server app1:3000/);
    expect(nginx).toMatch(/server app2:3000/);
    expect(proxy!.volumes?.[0]).toMatch(/^\.\/deploy\/nginx\.conf:/);
  });
});
