import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../server/config';

/**
 * The deployment recipe (Dockerfile, compose.yaml, deploy/), checked without a Docker engine: no
 * machine here runs one. The Dockerfile goes through dockerfile-utils' linter (the VS Code Docker
 * extension's); compose.yaml through the Compose Specification's JSON schema, `docker compose
 * config` where the docker CLI has compose, and the server's own configuration for its settings.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** What an operator must set; every other variable has a harmless default. */
const REQUIRED = {
  SECRET: 'x'.repeat(40),
  ADMIN_PASSWORD: 'sample-copper-kettle-drum',
  POSTGRES_PASSWORD: 'samplepostgrespassword',
  BUCKET_SECRET_KEY: 'sample-bucket-secret',
};

/** Compose's interpolation: `$$`, `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME:?error}` and the forms without `:`. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{(\w+)(?:(:?[-?])((?:[^{}]|\$\{[^{}]*\})*))?\}|\$(\w+)/g,
    (match, name?: string, op?: string, arg = '', bare?: string) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name!];
      const unset = op?.startsWith(':') ? !value : value === undefined;
      if (op?.endsWith('?') && unset) throw new Error(`${name}: ${arg}`);
      if (op?.endsWith('-') && unset) return interpolate(arg, env);
      return value ?? '';
    },
  );
}

const interpolateAll = (value: unknown, env: Record<string, string | undefined>): unknown =>
  typeof value === 'string'
    ? interpolate(value, env)
    : Array.isArray(value)
      ? value.map((v) => interpolateAll(v, env))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, env)]))
        : value;

type Service = {
  image?: string;
  build?: string;
  profiles?: string[];
  command?: string[];
  user?: string;
  environment?: Record<string, string>;
  volumes?: Array<string | { type: string; source: string; target: string }>;
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  stop_grace_period?: string;
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const composeText = read('compose.yaml');
/** As compose reads it with only the required variables set (YAML merge keys resolved). */
const composeWith = (env: Record<string, string | undefined>) =>
  interpolateAll(parse(composeText, { merge: true }), env) as Compose;
const compose = composeWith(REQUIRED);
const APPS = ['app1', 'app2'] as const;

/** A compose duration (`25s`, `1m30s`) in milliseconds. */
function durationMs(value: string) {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  expect(parts.map((p) => p[0]).join(''), `duration ${value}`).toBe(value);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
}

/** The Dockerfile's stages, each as its FROM image and its lines. */
function stages(dockerfile: string) {
  return dockerfile
    .split(/^(?=FROM )/m)
    .filter((part) => part.startsWith('FROM '))
    .map((text) => ({ image: text.split(/\s+/)[1]!, text }));
}

describe('the image', () => {
  const dockerfile = read('Dockerfile');
  const [build, runtime] = stages(dockerfile);

  it('passes the linter: two stages on the same pinned Node 24 (Debian trixie), non-root, health-checked', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
    expect(stages(dockerfile)).toHaveLength(2);
    expect(build!.image).toMatch(/^node:24\.\d+\.\d+-trixie-slim$/);
    expect(runtime!.image).toBe(build!.image);
    expect(runtime!.text).toMatch(/^USER node$/m);
    expect(runtime!.text).toMatch(/^HEALTHCHECK[\s\S]*\/api\/health/m);
    expect(runtime!.text).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['.git', 'node_modules', 'build', 'data', 'tests']),
    );
  });

  it('compiles in the build stage, installs from the lockfile, and prunes devDependencies after the build', () => {
    expect(build!.text).toMatch(/apt-get install -y --no-install-recommends python3 make g\+\+/);
    // The lockfile exactly, as docs/decisions/0038-compose-images.md says.
    expect(build!.text).toMatch(/^RUN npm ci\b/m);
    const built = build!.text.indexOf('npm run build');
    const pruned = build!.text.indexOf('npm prune --omit=dev');
    expect(built).toBeGreaterThan(0);
    expect(pruned).toBeGreaterThan(built);
    expect(build!.text.slice(pruned)).not.toMatch(/npm (ci|install)\b/);
  });

  it('carries no devDependencies and no compiler into the runtime stage, and pg_dump 17 for backups', () => {
    const copies = runtime!.text.split('\n').filter((line) => line.startsWith('COPY'));
    // node_modules arrives only from the pruned build stage, never with the whole /app.
    expect(copies.filter((line) => /node_modules/.test(line))).toEqual([
      'COPY --from=build /app/node_modules ./node_modules',
    ]);
    expect(copies.every((line) => line.startsWith('COPY --from=build /app/'))).toBe(true);
    expect(runtime!.text).not.toMatch(/npm (ci|install)\b/);
    const installed = [...runtime!.text.matchAll(/apt-get install -y --no-install-recommends ([^\\\n]+)/g)];
    expect(installed.map((m) => m[1]!.trim())).toEqual(['postgresql-client-17']);
    expect(runtime!.text).toMatch(/PATH=\/usr\/lib\/postgresql\/17\/bin:/);
  });
});

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema (scripts/compose-spec/, Apache-2.0)', () => {
    const { $schema: _, ...schema } = JSON.parse(read('scripts/compose-spec/compose-spec.json'));
    // The schema annotates with `deprecated`, which draft-07 does not define.
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.compile(schema);
    expect(valid(compose), ajv.errorsText(valid.errors)).toBe(true);
    // Where the docker CLI has its compose plugin, compose's own reading of the file too (the
    // machines this is built on have none: the schema above is then the check).
    if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status !== 0) return;
    const result = spawnSync('docker', ['compose', '--profile', 'backup', 'config', '-q'], {
      cwd: root,
      env: { ...process.env, ...REQUIRED },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('pins every image it pulls to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) {
        expect(service.build, name).toBe('.');
        continue;
      }
      const [, tag] = service.image!.split(/:(?=[^/]+$)/);
      expect(tag, `${name}: ${service.image}`).toMatch(/^v?\d+\.\d+/);
    }
    expect(composeText).not.toMatch(/:latest\b/);
  });

  it('defaults no password or secret key: compose refuses to start without each', () => {
    expect(composeText).not.toMatch(/\$\{\w*(PASSWORD|SECRET)\w*:?-/);
    for (const name of Object.keys(REQUIRED)) {
      expect(() => composeWith({ ...REQUIRED, [name]: undefined }), name).toThrow(name);
      expect(() => composeWith({ ...REQUIRED, [name]: '' }), name).toThrow(name);
    }
  });

  it('runs two app instances on PostgreSQL, Redis and the bucket, with settings the server accepts', () => {
    const { postgres, redis, s3, proxy } = compose.services;
    expect([postgres, redis, s3, proxy].every(Boolean)).toBe(true);
    const proxyAddress = proxy!.networks!.edge!.ipv4_address;
    for (const name of APPS) {
      const app = compose.services[name]!;
      const config = loadConfig({ ...app.environment, APP_ENV: 'production' });
      expect(config.database.kind).toBe('postgres');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.publicUrl).toBe('https://localhost:8443');
      // Forwarded headers are believed from the proxy's own address only.
      expect(config.trustProxy).toEqual([proxyAddress]);
      expect(config.mediaStorage).toEqual({
        kind: 's3',
        s3: expect.objectContaining({ bucket: 'media', endpoint: 'http://s3:8333', forcePathStyle: true }),
      });
      expect(s3!.environment).toMatchObject({
        S3_BUCKET: 'media',
        AWS_ACCESS_KEY_ID: app.environment!.AWS_ACCESS_KEY_ID,
        AWS_SECRET_ACCESS_KEY: app.environment!.AWS_SECRET_ACCESS_KEY,
      });
      // Stateless: nothing of its own on disk.
      expect(app.volumes).toBeUndefined();
    }
    expect(postgres!.image).toMatch(/^postgres:17\./);
  });

  it('gives each instance a stop grace longer than its drain and shutdown timeout', () => {
    for (const name of APPS) {
      const app = compose.services[name]!;
      const { drainMs, timeoutMs } = loadConfig({ ...app.environment, APP_ENV: 'production' }).shutdown;
      expect(drainMs).toBeGreaterThan(0);
      expect(durationMs(app.stop_grace_period ?? '10s')).toBeGreaterThanOrEqual(drainMs + timeoutMs + 5000);
    }
  });

  it('puts nginx with the shipped config and a certificate in front, on https', () => {
    const { proxy } = compose.services;
    const nginx = read('deploy/nginx.conf');
    for (const name of APPS) expect(nginx).toMatch(new RegExp(`server ${name}:3000`));
    expect(proxy!.volumes).toEqual([
      './deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro',
      expect.stringMatching(/^\.\/deploy\/self-signed-cert\.sh:\/docker-entrypoint\.d\/\d+-[\w-]+\.sh:ro$/),
      'certs:/etc/nginx/certs',
    ]);
    expect(nginx).toMatch(/ssl_certificate \/etc\/nginx\/certs\/site\.crt;/);
    expect(proxy!.ports).toContain('8443:443');
    expect(Object.keys(compose.volumes)).toContain('certs');
    // The nginx image runs only executable scripts from /docker-entrypoint.d/.
    expect(fs.statSync(path.join(root, 'deploy/self-signed-cert.sh')).mode & 0o111).toBe(0o111);
  });

  it('backs up its PostgreSQL and bucket from the app image into ./backups, on demand', () => {
    const { backup, app1 } = compose.services;
    expect(backup!.profiles).toEqual(['backup']);
    expect(backup!.image).toBe(app1!.image);
    expect(backup!.environment).toEqual(app1!.environment);
    expect(backup!.volumes).toEqual([
      expect.objectContaining({ type: 'bind', source: './backups', target: '/backups' }),
    ]);
    expect(backup!.command!.join(' ')).toMatch(/npm run backup -- --out "\/backups\/\$\(date /);
  });
});

describe('deploy/self-signed-cert.sh', () => {
  const run = (dir: string, publicUrl: string) =>
    spawnSync('sh', [path.join(root, 'deploy/self-signed-cert.sh')], {
      env: { ...process.env, CERT_DIR: dir, PUBLIC_URL: publicUrl },
      encoding: 'utf8',
    });
  const subject = (dir: string) =>
    spawnSync('openssl', ['x509', '-noout', '-subject', '-ext', 'subjectAltName', '-in', `${dir}/site.crt`], {
      encoding: 'utf8',
    }).stdout;

  it('makes a certificate for PUBLIC_URL’s host once, and keeps one an operator put there', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-certs-'));
    try {
      expect(run(dir, 'https://site.example:8443').status).toBe(0);
      expect(subject(dir)).toMatch(/CN ?= ?site\.example[\s\S]*DNS:site\.example/);
      const made = fs.readFileSync(`${dir}/site.crt`, 'utf8');
      expect(run(dir, 'https://site.example:8443').status).toBe(0);
      expect(fs.readFileSync(`${dir}/site.crt`, 'utf8')).toBe(made);

      // An operator's own certificate (no marker beside it) is never replaced.
      fs.rmSync(`${dir}/.self-signed`);
      expect(run(dir, 'https://other.example').status).toBe(0);
      expect(fs.readFileSync(`${dir}/site.crt`, 'utf8')).toBe(made);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
