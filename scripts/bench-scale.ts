import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { ensureFirstSuperAdmin } from '../server/auth/bootstrap';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { createFileStore } from '../server/storage/create-storage';
import { warmUp } from '../server/http/warm-up';
import { registerWeb } from '../server/web';
import type { ScreenTiming } from './bench/admin-browser';
import { watchGcPauses } from './bench/gc-pauses';
import { pad } from './bench/pad';
import { toolFileOrExit } from './tools-package';

/**
 * `npm run bench:scale`: the back office's reads measured on a database filled by
 * `npm run seed:scale` (DATABASE_URL, SQLite or PostgreSQL), as a super admin. The API runs in
 * this process, so `monitorEventLoopDelay` sees the very event loop that answers; autocannon runs
 * in a child process and does not share it. Each row gives the throughput and latency of one
 * read and the longest the event loop was blocked while it ran, beside the longest delay of an
 * idle Node process over the same seconds (what the machine's scheduling alone accounts for).
 * Then the whole subscriber CSV is streamed to a child process: rows, time, and how far this
 * process's memory grew.
 * With a build (`npm run build`), the dashboard and subscribers screens are timed in Chromium too,
 * driven from another child process (see measureScreens: the loop is judged with the browser on
 * other cores, the screens timed with it on every core).
 * Options: --seconds N per target (default 5), --connections N (default 10), --no-export,
 * --no-browser, --only TEXT (just the reads whose label contains TEXT).
 */
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'no-export': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
/** autocannon's command line, from the tools package (docs/decisions/0051-tools-package.md). */
const AUTOCANNON_CLI = toolFileOrExit('autocannon');
const seconds = Number(values.seconds);
const connections = Number(values.connections);

// The API as `npm run serve` runs it, minus the rate limits (the load would meet 429s) and pages.
process.env.RATE_LIMIT_ENABLED = 'false';
process.env.LOG_LEVEL ??= 'warn';
const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
await ensureFirstSuperAdmin(db, config);
const withScreens = !values['no-browser'] && fs.existsSync(path.join(root, 'build/server/index.js'));
const app: FastifyInstance = await buildApp({
  config,
  db,
  files: createFileStore(config),
  web: withScreens ? registerWeb : undefined,
});
// As `npm run serve` does: the first render of each kind of page is paid before listening.
await warmUp(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: config.admin.username, password: config.admin.password }),
});
if (!login.ok) throw new Error(`Login as ${config.admin.username} failed: ${login.status}`);
const session = ((await login.json()) as { data: { token: string; user: unknown } }).data;
const authorization = `Bearer ${session.token}`;

const delay = monitorEventLoopDelay({ resolution: 5 });
const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e6);

// An idle process beside this one (scripts/bench/idle-loop.ts): its longest delay over the same
// window is what the machine alone cost, with no request to blame.
const control = fork(path.join(root, 'scripts/bench/idle-loop.ts'), [], { execArgv: ['--import', 'tsx'] });
// And this process's own collector: a stall it explains is not our code's.
const gc = watchGcPauses();
const startWatching = () => {
  delay.reset();
  delay.enable();
  gc.reset();
  control.send('reset');
};
const idleMax = () =>
  new Promise<number>((resolve) => {
    control.once('message', (max) => resolve(Number(max)));
    control.send('report');
  });

/** Runs `command` in a child process and resolves with what it printed. */
function run(command: string, args: string[], onOutput?: (text: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      onOutput?.(out);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

type Row = { label: string; path: string };
const allRows: Row[] = [
  { label: 'subscribers page 1', path: '/api/subscribers?limit=50' },
  { label: 'subscribers page 100', path: '/api/subscribers?limit=50&offset=4950' },
  { label: 'subscribers counters', path: '/api/subscribers/stats' },
  { label: 'search a name', path: '/api/subscribers?limit=50&search=greta%20sato' },
  { label: 'search an address', path: '/api/subscribers?limit=50&search=ada.fan1200' },
  { label: 'search 2 letters', path: '/api/subscribers?limit=50&search=zz' },
  { label: 'search a domain', path: '/api/subscribers?limit=50&search=example.org' },
  { label: 'search 2 letters, common', path: '/api/subscribers?limit=50&search=an' },
  { label: 'search count, domain', path: '/api/subscribers/count?search=example.org' },
  { label: 'dashboard stats', path: '/api/dashboard/stats' },
  { label: 'support page 1', path: '/api/support-messages?limit=50' },
  { label: 'support search', path: '/api/support-messages?limit=50&search=refund' },
  { label: 'feedback page 1', path: '/api/feedback?limit=50' },
  { label: 'feedback counters', path: '/api/feedback/stats' },
  { label: 'dev diary page 1', path: '/api/dev-diaries?limit=50' },
  { label: 'dev diary counters', path: '/api/dev-diaries/stats' },
];

try {
  const total = await fetch(`${base}/api/subscribers?limit=1`, { headers: { authorization } });
  console.log(
    `${db.kind}: ${Number(total.headers.get('x-total-count')).toLocaleString('en-US')} subscribers; ` +
      `${connections} connections, ${seconds} s per row\n`,
  );
  console.log(
    'read'.padEnd(22),
    pad('req/s', 8),
    pad('p50 ms', 7),
    pad('p99 ms', 7),
    pad('KB', 6),
    pad('non-2xx', 8),
    pad('loop max ms', 12),
    pad('loop p99 ms', 12),
    pad('idle proc ms', 13),
    pad('longest GC ms', 14),
  );
  const rows = values.only ? allRows.filter((row) => row.label.includes(values.only!)) : allRows;
  for (const row of rows) {
    const bytes = (await (await fetch(`${base}${row.path}`, { headers: { authorization } })).arrayBuffer())
      .byteLength;
    startWatching();
    const out = await run(process.execPath, [
      AUTOCANNON_CLI,
      '-j',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-H',
      `authorization=${authorization}`,
      `${base}${row.path}`,
    ]);
    delay.disable();
    const result = JSON.parse(out) as {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
    };
    console.log(
      row.label.padEnd(22),
      pad(Math.round(result.requests.average), 8),
      pad(result.latency.p50, 7),
      pad(result.latency.p99, 7),
      pad((bytes / 1024).toFixed(1), 6),
      pad(result.non2xx + result.errors, 8),
      pad(ms(delay.max), 12),
      pad(ms(delay.percentile(99)), 12),
      pad(await idleMax(), 13),
      pad(gc.longest(), 14),
    );
  }

  if (withScreens) await measureScreens();
  else console.log('\nNo build (or --no-browser): the screens in Chromium were not measured.');
  if (!values['no-export']) await measureExport();
} finally {
  control.disconnect();
  gc.stop();
  await app.close();
  await db.close();
}

/** One pass of the browser's driver over the screens, with the event loop watched meanwhile. */
async function screensPass(pinned: boolean) {
  // The driver runs in a child process: in this one it would stall the loop being measured. The
  // first load after start reads and compiles everything once; the loop is judged from the moment
  // the child says it is over (WARM), and the cold load reported apart.
  const cold = { max: 0, idle: Promise.resolve(0), gc: '0' };
  const cores = os.availableParallelism();
  const pin = pinned && spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)]).status === 0;
  startWatching();
  const out = await run(
    pin ? 'taskset' : 'nice',
    [
      ...(pin ? ['-c', `1-${cores - 1}`] : ['-n', '10']),
      process.execPath,
      '--import',
      'tsx',
      path.join(root, 'scripts/bench/admin-browser.ts'),
      base,
      JSON.stringify(session),
      'fan12345',
    ],
    (text) => {
      if (cold.max || !text.includes('WARM')) return;
      cold.max = Math.max(1, ms(delay.max));
      cold.idle = idleMax();
      void cold.idle.then(() => control.send('reset'));
      cold.gc = gc.longest();
      gc.reset();
      delay.reset();
    },
  );
  delay.disable();
  if (pin) spawnSync('taskset', ['-a', '-p', '-c', `0-${cores - 1}`, String(process.pid)]);
  const warm = { max: ms(delay.max), idle: await idleMax(), gc: gc.longest() };
  const timings = JSON.parse(out.slice(out.lastIndexOf('\n[') + 1)) as ScreenTiming[];
  return { pinned: pin, timings, cold: { ...cold, idle: await cold.idle }, warm };
}

/**
 * The back-office screens in Chromium, twice. On a machine of two cores the browser's own start
 * and rendering take the CPU from this process, and the wait reads as a stalled loop: so the loop
 * is judged in a first pass with the browser on the other cores (taskset, where there is more than
 * one), and the screens are timed in a second one with the browser on every core, as a visitor's
 * browser on its own machine would have them (at nice 10, below this process).
 */
async function measureScreens() {
  const judged = os.availableParallelism() > 1 ? await screensPass(true) : undefined;
  const timed = await screensPass(false);
  console.log('\nscreen in Chromium'.padEnd(23), pad('shown ms', 9), pad('API KB', 7), pad('DOM rows', 9));
  for (const timing of timed.timings)
    console.log(
      timing.label.padEnd(22),
      pad(timing.ms, 9),
      pad((timing.apiBytes / 1024).toFixed(1), 7),
      pad(timing.rows, 9),
    );
  for (const pass of judged?.pinned ? [judged, timed] : [timed]) {
    const where = pass.pinned ? 'with the browser on other cores' : 'with the browser on every core';
    console.log(
      `${where}: event loop blocked at most ${pass.warm.max} ms while the screens loaded ` +
        `(${pass.cold.max} ms during the first, cold load); ` +
        `an idle process beside it: ${pass.warm.idle} ms (${pass.cold.idle} ms); ` +
        `longest GC pause: ${pass.warm.gc} ms (${pass.cold.gc} ms)`,
    );
  }
}

/** The whole subscriber CSV, read by curl in a child process while this one samples its memory. */
async function measureExport() {
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  startWatching();
  const started = Date.now();
  const out = await run('sh', [
    '-c',
    `curl -sf -H 'authorization: ${authorization}' '${base}/api/subscribers/export.csv' | wc -lc`,
  ]);
  const elapsed = (Date.now() - started) / 1000;
  delay.disable();
  clearInterval(sampler);
  const [lines, bytes] = out.trim().split(/\s+/).map(Number);
  console.log(
    `\nCSV export: ${(lines! - 1).toLocaleString('en-US')} rows, ${(bytes! / 1e6).toFixed(1)} MB in ` +
      `${elapsed.toFixed(1)} s; RSS grew ${((peak - before.rss) / 1e6).toFixed(0)} MB ` +
      `(JS heap ${((peakHeap - before.heapUsed) / 1e6).toFixed(0)} MB); ` +
      `event loop blocked at most ${ms(delay.max)} ms (an idle process beside it: ${await idleMax()} ms; ` +
      `longest GC pause ${gc.longest()} ms)`,
  );
}
