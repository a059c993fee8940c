import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedScale } from '../server/db/seed/scale';
import { seedDemoContent } from '../server/db/seed/seed';
import { autocannon } from './bench/autocannon';
import { freshDatabase } from './bench/fresh-database';
import { type LoadResult, summary } from './bench/load';
import { READS } from './bench/mixed';
import { metricsCost } from './bench/metrics-cost';
import { pad } from './bench/pad';
import { startAppServer } from './bench/server';

/**
 * `npm run bench:ops`: what operations cost the visitors, on the production build.
 * 1. Metrics: req/s and the server's CPU per request with METRICS_TOKEN set against the same build
 *    without, and two servers without against each other (bench/metrics-cost.ts).
 * 2. Backups: the site's p99 over the visitors' reads while `npm run backup` runs back to back
 *    against its p99 without (alternating rounds, medians compared), on a database of
 *    --subscribers subscribers (default 1,000,000) plus media, on SQLite and, with TEST_DATABASE_URL, PostgreSQL; then the last backup is restored
 *    into an empty target with `npm run restore`, which verifies every table's count.
 * Options: --seconds N per measurement (default 10), --rounds N of the metrics (default 12),
 * --subscribers N, --only metrics|backup.
 */
const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(arg('seconds') ?? 10);
const subscribers = Number(arg('subscribers') ?? 1_000_000);
const only = arg('only');
const rounds = arg('rounds') === undefined ? 12 : Number(arg('rounds'));
const connections = 20;
/** Backup measurements alternate with measurements without, this many times each. */
const BACKUP_ROUNDS = 3;

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-bench-ops-'));
let port = 4100 + Math.floor(Math.random() * 200);
const reads = READS.map((p) => ({ method: 'GET' as const, path: p, headers: { 'accept-encoding': 'br' } }));
const readLoad = async (url: string): Promise<LoadResult> =>
  summary(await autocannon({ url, connections, duration: seconds, requests: reads }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const runScript = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }));
  });

async function backupImpact(kind: 'sqlite' | 'postgres') {
  const source = await freshDatabase(kind, dir, 'ops_source');
  const target = await freshDatabase(kind, dir, 'ops_target');
  const mediaDir = path.join(dir, `${kind}-media`);
  fs.mkdirSync(path.join(mediaDir, 'uploads'), { recursive: true });
  for (let i = 0; i < 100; i++)
    fs.writeFileSync(path.join(mediaDir, 'uploads', `file-${i}.webp`), randomBytes(200 * 1024));
  let db: Db | undefined = source.open();
  const seeded = Date.now();
  await migrateToLatest(db);
  await seedDemoContent(db);
  await seedScale(db.kysely, { subscribers, messages: 0, feedback: 0, posts: 0 });
  await db.close();
  db = undefined;
  console.log(
    `\n${kind}: ${subscribers.toLocaleString('en-US')} subscribers and 100 media files (20 MB), seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
  );

  // One SECRET for the site, its backups and the restore: the restore checks the manifest's signature.
  const env = { DATABASE_URL: source.url, MEDIA_DIR: mediaDir, SECRET: randomBytes(32).toString('hex') };
  const server = await startAppServer({ port: port++, databaseFile: '', mediaDir, env });
  try {
    await readLoad(server.url); // warm
    const backups: number[] = [];
    let last = '';
    /** The reads while `npm run backup` runs back to back, so every request meets one. */
    async function readsDuringBackups() {
      let running = true;
      const loop = (async () => {
        for (let n = backups.length; running; n++) {
          const out = path.join(dir, `${kind}-backup-${n}`);
          const run = await runScript('scripts/backup.ts', ['--out', out], env);
          if (run.code !== 0) throw new Error(`backup failed: ${run.output}`);
          backups.push(run.ms);
          if (last) fs.rmSync(last, { recursive: true, force: true });
          last = out;
        }
      })();
      const result = await readLoad(server.url);
      running = false;
      await loop;
      return result;
    }
    // Alternating rounds: one 10 s run's p99 moves by half from the next on this machine.
    const without: LoadResult[] = [];
    const during: LoadResult[] = [];
    for (let round = 0; round < BACKUP_ROUNDS; round++) {
      without.push(await readLoad(server.url));
      during.push(await readsDuringBackups());
    }
    const restore = await runScript('scripts/restore.ts', [last], {
      SECRET: env.SECRET,
      DATABASE_URL: target.url,
      MEDIA_DIR: path.join(dir, `${kind}-restored`),
    });
    console.log(
      `  backups: ${backups.length}, ${(backups.reduce((a, b) => a + b, 0) / backups.length / 1000).toFixed(1)} s each; ` +
        `restore into an empty ${kind} database: ${restore.code === 0 ? 'verified' : `FAILED\n${restore.output}`}`,
    );
    if (restore.code === 0) console.log(`  ${restore.output.trim().split('\n').at(-1)}`);
    console.log('  reads'.padEnd(22), pad('req/s', 8), pad('p50 ms', 8), pad('p99 ms', 8), pad('errors', 7));
    for (let round = 0; round < BACKUP_ROUNDS; round++)
      for (const [label, r] of [
        [`  ${round + 1}. without a backup`, without[round]!],
        [`  ${round + 1}. during backups`, during[round]!],
      ] as const)
        console.log(
          label.padEnd(22),
          pad(Math.round(r.rps), 8),
          pad(r.p50, 8),
          pad(r.p99, 8),
          pad(r.errors + r.non2xx, 7),
        );
    const p99 = (results: LoadResult[]) => median(results.map((r) => r.p99));
    console.log(
      `  median p99 during / without: ${p99(during)} / ${p99(without)} ms = ${(p99(during) / p99(without)).toFixed(2)}`,
    );
  } finally {
    await server.stop();
    await source.drop();
    await target.drop();
  }
}

try {
  if (only !== 'backup') {
    await metricsCost({ dir, port, seconds, rounds });
    port += 3;
  }
  if (only !== 'metrics') {
    await backupImpact('sqlite');
    if (process.env.TEST_DATABASE_URL) await backupImpact('postgres');
    else console.log('\nTEST_DATABASE_URL is not set: the backup was measured on SQLite only.');
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
