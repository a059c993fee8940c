import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, type TestDatabase } from '../../support/databases';
import { startS3Server } from '../../support/s3-server';
import { type ServerProcess, freePort, startServer, tempDir } from '../../support/server-process';
import { TOPOLOGY_ADMIN } from './admin';
import { type Nginx, makeCertificate, startNginx } from './nginx';

/**
 * The deployed topology on one machine: the shipped nginx terminating TLS (HTTP/2) in front of two
 * instances of the production build on one PostgreSQL database, one Redis and one S3-protocol
 * bucket, each instance told its public address (PUBLIC_URL) and that nginx is its proxy.
 */
export interface Topology {
  /** https://localhost:<port>, as a browser reaches the site. */
  url: string;
  /** The certificate nginx presents, for clients that check it. */
  ca: Buffer;
  database: TestDatabase;
  instances: ServerProcess[];
  /** What nginx logged at `warn` and above (why an answer was a 502, say). */
  proxyErrors(): string;
  /** SIGTERM the instance (it drains, then exits), then a new one on its address; resolves once ready. */
  restart(index: number): Promise<{ exitCode: number | NodeJS.Signals | null; exitedAt: number }>;
  close(): Promise<void>;
}

/** Signs the instances' mail links, so a test can make a confirm or unsubscribe link itself. */
export const TOPOLOGY_SECRET = 'topology-secret-'.padEnd(48, '0');

export { TOPOLOGY_ADMIN } from './admin';

/** Long enough for nginx's upstream keepalive (2 s in deploy/nginx.conf) to let go of an instance. */
export const DRAIN_SECONDS = 3;

export async function startTopology(options: { httpsPort?: number } = {}): Promise<Topology> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!process.env.TEST_DATABASE_URL || !redisUrl)
    throw new Error('The deployed topology needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis)');
  const cleanups: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const dir = tempDir('bm-topology-');
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const database = await freshDatabase('postgres');
    cleanups.push(() => database.drop());
    const bucket = await startS3Server();
    cleanups.push(() => bucket.close());

    const httpsPort = options.httpsPort ?? (await freePort());
    const url = `https://localhost:${httpsPort}`;
    const ports = [await freePort(), await freePort()];
    const instanceOn = (port: number) =>
      startServer({
        PORT: String(port),
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        ...bucket.env,
        MEDIA_DIR: tempDir('bm-topology-media-'),
        PUBLIC_URL: url,
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN: String(DRAIN_SECONDS),
        // Every shipped locale: the localized addresses and the switcher go through the proxy too.
        LOCALES: 'en,fr,ja',
        // Production, as deployed: the game content seeded, no sample credentials shown.
        APP_ENV: 'production',
        // The first super admin the browser specs sign in as.
        ADMIN_USERNAME: TOPOLOGY_ADMIN.username,
        ADMIN_PASSWORD: TOPOLOGY_ADMIN.password,
        SECRET: TOPOLOGY_SECRET,
      });
    const instances: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const instance of instances) await instance.kill('SIGKILL');
    });
    // One after the other: the first migrates and seeds the empty database.
    for (const port of ports) instances.push(await instanceOn(port));

    const certificate = makeCertificate(dir);
    const nginx: Nginx = await startNginx(dir, {
      upstreams: ports,
      httpPort: await freePort(),
      httpsPort,
      certificate,
    });
    cleanups.push(() => nginx.stop());

    return {
      url,
      ca: fs.readFileSync(certificate.cert),
      database,
      instances,
      proxyErrors: () => nginx.errors(),
      async restart(index) {
        const old = instances[index]!;
        await old.kill('SIGTERM');
        const exitCode = await old.exited;
        const exitedAt = Date.now();
        instances[index] = await instanceOn(ports[index]!);
        return { exitCode, exitedAt };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Where a running topology for the browser specs writes its addresses (start-topology.ts). */
export const topologyStateFile = (url: string) =>
  path.join(os.tmpdir(), `bm-topology-${new URL(url).port}.json`);

/** The addresses of the topology the browser specs run against. */
export function runningTopology(baseURL: string): { url: string; instances: string[] } {
  return JSON.parse(fs.readFileSync(topologyStateFile(baseURL), 'utf8'));
}
