import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { autocannon } from './bench/autocannon';
import { cpuTimeMs } from './bench/cpu-time';
import { freshDatabase } from './bench/fresh-database';
import { pruneAMonthLater, suppressSome } from './bench/mail-hygiene';
import { type LoadResult, summary } from './bench/load';
import { probeLatency } from './bench/loop-probe';
import { startBenchMailSink } from './bench/mail-sink';
import { READS } from './bench/mixed';
import { startAppServer } from './bench/server';

/**
 * `npm run bench:mail`: a post mailed to --subscribers active subscribers (default 1,000,000), on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL, by the production build:
 * 1. the time to queue the mailing, and the longest wait of a trivial request meanwhile (the
 *    event loop's longest stall, as a visitor meets it), against the same wait when idle;
 * 2. the delivery rate to a local SMTP server answering each mail at once, then after 50 ms (a
 *    remote provider's round trip), each over --seconds (default 20);
 * 3. the public pages' p99 while the mailing is sending against their p99 before it.
 * `--engine sqlite|postgres` measures one engine only. `--baseline DIR` measures another built
 * checkout the same way first. MAIL_CONCURRENCY and
 * MAIL_RATE_PER_SECOND are passed on from the environment.
 */
const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const subscribers = Number(arg('subscribers') ?? 1_000_000);
const seconds = Number(arg('seconds') ?? 20);
const baseline = arg('baseline');
const ADMIN = { username: 'admin', password: 'bench-mail-admin-password' };
/** A remote provider's round trip, as the target states it. */
const PROVIDER_DELAY_MS = 50;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-bench-mail-'));
fs.mkdirSync(path.join(dir, 'media'));
let port = 4300 + Math.floor(Math.random() * 200);
const reads = READS.map((p) => ({ method: 'GET' as const, path: p, headers: { 'accept-encoding': 'br' } }));
const readLoad = async (url: string): Promise<LoadResult> =>
  summary(await autocannon({ url, connections: 20, duration: Math.min(seconds, 10), requests: reads }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Migrates and seeds with the measured checkout's own code, so each measures its own schema. */
function prepare(checkout: string, url: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed'], {
    cwd: checkout,
    env: { ...process.env, DATABASE_URL: url, APP_ENV: 'test', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`seeding failed: ${run.stderr}`);
}

/** Active subscribers in chunks of one INSERT … SELECT each, the same on both engines. */
async function addSubscribers(db: ReturnType<Awaited<ReturnType<typeof freshDatabase>>['open']>) {
  const now = new Date().toISOString();
  const CHUNK = 50_000;
  for (let from = 0; from < subscribers; from += CHUNK) {
    const to = Math.min(subscribers, from + CHUNK);
    await sql`WITH RECURSIVE n(i) AS (SELECT CAST(${from + 1} AS integer) UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
      INSERT INTO subscribers (email, email_key, status, source, subscribed_at, updated_at)
      SELECT 'reader' || i || '@bench.example', 'reader' || i || '@bench.example', 'active', 'website', ${now}, ${now}
      FROM n`.execute(db.kysely);
  }
}

async function measure(label: string, checkout: string, kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind, dir, `mail_${kind}_${label === 'baseline' ? 'base' : 'this'}`);
  prepare(checkout, database.url);
  const db = database.open();
  const seeded = Date.now();
  await addSubscribers(db);
  console.log(
    `\n${label}, ${kind}: ${subscribers.toLocaleString('en-US')} active subscribers added in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
  );
  const sink = await startBenchMailSink(0);
  const server = await startAppServer({
    port: port++,
    databaseFile: '',
    mediaDir: path.join(dir, 'media'),
    checkout,
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      SECRET: 'bench-mail-secret-bench-mail-secret-0123',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  try {
    await readLoad(server.url); // warms the page cache and the JIT
    const idle = await readLoad(server.url);
    const idleProbe = await probeLatency(`${server.url}/favicon.ico`);
    await sleep(3000);
    const idleWait = await idleProbe.stop();

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/dev-diaries`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: 'Patch day',
        excerpt: 'Everything that changes today.',
        content: 'The notes.',
        author: 'Admin',
        tags: ['News'],
        published: true,
      }),
    });
    const postId = ((await created.json()) as { data: { id: number } }).data.id;
    const probe = await probeLatency(`${server.url}/favicon.ico`);
    const asked = performance.now();
    const mailed = await fetch(`${server.url}/api/dev-diaries/${postId}/email`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    if (!mailed.ok) throw new Error(`mailing refused: ${mailed.status} ${await mailed.text()}`);
    // Read from the database beside the server, so the measurement adds no work to the server.
    for (;;) {
      const row = await db.kysely
        .selectFrom('post_mailings')
        .select('status')
        .where('post_id', '=', postId)
        .executeTakeFirst();
      if (row?.status === 'enqueued') break;
      await sleep(100);
    }
    const queuedIn = (performance.now() - asked) / 1000;
    const queueWait = await probe.stop();
    // Bounces and complaints arriving while their mails wait in the queue, a little ahead of the
    // sending: the sink must see none of them.
    const reached = await sink.accepted();
    const suppressed = await suppressSome(db.kysely, reached + 5_000, reached + 15_000);

    /** Mails per second and the server's CPU ms per mail over `during` (a wait by default). */
    const rate = async (during: () => Promise<unknown> = () => sleep(seconds * 1000)) => {
      const start = await sink.accepted();
      const cpu = cpuTimeMs(server.pid) ?? 0;
      const started = performance.now();
      await during();
      const mails = (await sink.accepted()) - start;
      return {
        perSecond: mails / ((performance.now() - started) / 1000),
        cpuMs: ((cpuTimeMs(server.pid) ?? 0) - cpu) / Math.max(1, mails),
      };
    };
    await sleep(2000);
    const atOnce = await rate();
    sink.setDelay(PROVIDER_DELAY_MS);
    await sleep(2000);
    const remote = await rate();
    let sending!: LoadResult;
    const underLoad = await rate(async () => (sending = await readLoad(server.url)));

    console.log(
      `  queue the mailing: ${queuedIn.toFixed(1)} s; a trivial request's longest wait meanwhile ${queueWait.max.toFixed(0)} ms (idle: ${idleWait.max.toFixed(0)} ms, ${idleWait.count} requests)`,
    );
    console.log(
      `  delivery: ${atOnce.perSecond.toFixed(0)} mails/s to a server answering at once (${atOnce.cpuMs.toFixed(2)} ms of CPU a mail), ` +
        `${remote.perSecond.toFixed(0)} mails/s when it answers after ${PROVIDER_DELAY_MS} ms (${remote.cpuMs.toFixed(2)} ms), ` +
        `${underLoad.perSecond.toFixed(0)} mails/s while the visitors' reads below run`,
    );
    console.log(
      `  public reads p99: idle ${idle.p99} ms, while sending ${sending.p99} ms = ${(sending.p99 / idle.p99).toFixed(2)}× (req/s ${Math.round(idle.rps)} / ${Math.round(sending.rps)}, errors ${sending.errors + sending.non2xx})`,
    );
    const { recipients } = await sink.deliveries();
    const delivered = new Set(recipients);
    const toSuppressed = suppressed.filter((address) => delivered.has(address)).length;
    const neighbours = recipients.filter((address) => {
      const id = Number(/^reader(\d+)@/.exec(address)?.[1]);
      return id > reached + 5_000 && id <= reached + 15_000;
    }).length;
    console.log(
      `  ${suppressed.length} addresses bounced or complained mid-mailing: ${toSuppressed} mails to them, ${neighbours} to the active addresses around them`,
    );
    await server.stop();
    if (label !== 'baseline') {
      const pruning = await pruneAMonthLater(db.kysely);
      console.log(
        `  a month later: ${pruning.pruned.toLocaleString('en-US')} outbox rows pruned in ${pruning.runs} hourly runs (${pruning.seconds.toFixed(0)} s of work), ${pruning.left} left`,
      );
    }
  } finally {
    await server.stop();
    sink.stop();
    await db.close();
    await database.drop();
  }
}

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
try {
  const only = arg('engine');
  const kinds = (
    process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)
  ).filter((kind) => only === undefined || kind === only);
  if (kinds.length === 0) throw new Error(`--engine ${only}: sqlite, or postgres with TEST_DATABASE_URL`);
  for (const kind of kinds) {
    if (baseline) await measure('baseline', path.resolve(baseline), kind);
    await measure('this checkout', root, kind);
  }
  if (!process.env.TEST_DATABASE_URL) console.log('\nTEST_DATABASE_URL is not set: measured on SQLite only.');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
