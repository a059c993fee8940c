import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Recorded, record, startBareServer } from './bench/bare';
import { type LoadResult, load } from './bench/load';
import { READS_IN_THREE_LOCALES, mixedLoad } from './bench/mixed';
import { pageCacheCounts } from './bench/page-cache-counts';
import { pad } from './bench/pad';
import { cpuTimeMs } from './bench/cpu-time';
import { startAppServer } from './bench/server';

/**
 * `npm run bench`: the production build on a fresh SQLite database with the demo content, measured
 * on loopback with autocannon. Every read is compared, in the same run, with a bare node:http
 * server sending the very same bytes and headers (the ratio is what to track: absolute figures
 * vary between machines and runs). Then the p99 of /api/fighters at 100 connections, beside the
 * bare server's with the same bytes, and the visitors' mix (80 % reads, 20 % public writes) on 200
 * connections, in the default locale and then across en, fr and ja (the cached server serves the
 * three), each with its page-cache hit rate (`page_cache_requests_total`).
 * Needs `npm run build` first. Options: --seconds N per target (default 5), --connections N
 * (default 10), --mixed-seconds N (default 30), --mixed-connections N (default 200), and
 * --baseline DIR: another built checkout of the project (an earlier commit), whose uncached
 * /fighters is measured in the same run, alternating with this one's, for the "N× faster" figure.
 */
const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 10);
const mixedSeconds = arg('mixed-seconds', 30);
const mixedConnections = arg('mixed-connections', 200);
const baselineIndex = process.argv.indexOf('--baseline');
const baseline = baselineIndex > 0 ? path.resolve(process.argv[baselineIndex + 1]!) : undefined;

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-bench-'));
const basePort = 3900 + Math.floor(Math.random() * 80);
const files = (name: string) => ({
  databaseFile: path.join(dir, `${name}.db`),
  mediaDir: path.join(dir, `${name}-media`),
});
const BR = { 'accept-encoding': 'br' };

type Target = { label: string; server: 'cached' | 'uncached'; path: string; headers: Record<string, string> };
const targets: Target[] = [
  { label: '/api/fighters', server: 'cached', path: '/api/fighters', headers: {} },
  { label: '/api/fighters br', server: 'cached', path: '/api/fighters', headers: BR },
  { label: '/fighters cached', server: 'cached', path: '/fighters', headers: {} },
  { label: '/fighters cached br', server: 'cached', path: '/fighters', headers: BR },
  { label: '/fighters uncached', server: 'uncached', path: '/fighters', headers: {} },
  { label: '/fighters uncached br', server: 'uncached', path: '/fighters', headers: BR },
  { label: '/ br', server: 'cached', path: '/', headers: BR },
];

// It serves three locales, for the mixed load in three; its English pages are as with one.
const METRICS_TOKEN = 'bench-metrics-token-of-at-least-32-chars';
const cached = await startAppServer({
  port: basePort,
  ...files('cached'),
  env: { LOCALES: 'en,fr,ja', METRICS_TOKEN },
});
const uncached = await startAppServer({
  port: basePort + 1,
  ...files('uncached'),
  env: { PAGE_CACHE_ENABLED: 'false' },
});
const servers = { cached, uncached };

try {
  // Record each answer once, then serve the same bytes from the bare server.
  const answers = new Map<string, Recorded>();
  for (const [i, target] of targets.entries()) {
    answers.set(`/${i}`, await record(`${servers[target.server].url}${target.path}`, target.headers));
  }
  const bare = await startBareServer(answers);

  console.log(
    `${connections} connections, ${seconds} s per target; NODE_ENV=production, ${os.cpus().length} cores\n`,
  );
  console.log(
    'target'.padEnd(24),
    pad('app req/s', 10),
    pad('bare req/s', 11),
    pad('ratio', 7),
    pad('p50 ms', 7),
    pad('p99 ms', 7),
    pad('bytes', 7),
    pad('non-2xx', 8),
  );
  for (const [i, target] of targets.entries()) {
    const options = { connections, seconds, headers: target.headers };
    const app = await load(`${servers[target.server].url}${target.path}`, options);
    const base = await load(`${bare.url}/${i}`, options);
    const bytes = answers.get(`/${i}`)!.body.length;
    console.log(
      target.label.padEnd(24),
      pad(app.rps.toFixed(0), 10),
      pad(base.rps.toFixed(0), 11),
      pad(`${(app.rps / base.rps).toFixed(2)}x`, 7),
      pad(app.p50, 7),
      pad(app.p99, 7),
      pad(bytes, 7),
      pad(app.non2xx + app.errors, 8),
    );
  }

  // The bare server under the same 100 connections shows what latency the machine itself allows
  // (autocannon shares its cores with the server).
  const hundred = { connections: 100, seconds, headers: BR };
  const many: LoadResult = await load(`${cached.url}/api/fighters`, hundred);
  const apiBr = targets.findIndex((target) => target.label === '/api/fighters br');
  const manyBare: LoadResult = await load(`${bare.url}/${apiBr}`, hundred);
  await bare.close();
  console.log(
    `\n/api/fighters br at 100 connections: ${many.rps.toFixed(0)} req/s, p50 ${many.p50} ms, p99 ${many.p99} ms, errors/non-2xx ${many.errors + many.non2xx}` +
      `\n  bare node:http, same bytes: ${manyBare.rps.toFixed(0)} req/s, p50 ${manyBare.p50} ms, p99 ${manyBare.p99} ms`,
  );

  if (baseline) await compareWithBaseline(baseline);

  console.log(
    `\nMixed load: ${mixedConnections} connections, ${mixedSeconds} s, 80 % reads / 20 % public writes`,
  );
  for (const [label, reads] of [
    ['in the default locale', undefined],
    ['in en, fr and ja', READS_IN_THREE_LOCALES],
  ] as const) {
    const before = await pageCacheCounts(cached.url, METRICS_TOKEN);
    const mixed = await mixedLoad({
      url: cached.url,
      databaseFile: files('cached').databaseFile,
      connections: mixedConnections,
      seconds: mixedSeconds,
      reads,
    });
    const after = await pageCacheCounts(cached.url, METRICS_TOKEN);
    const hits = after.HIT - before.HIT;
    const answered = hits + (after.STALE - before.STALE) + (after.MISS - before.MISS);
    console.log(
      `${label}: ${mixed.rps.toFixed(0)} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, errors ${mixed.errors}, non-2xx ${mixed.non2xx}; ` +
        `page cache ${((100 * hits) / Math.max(1, answered)).toFixed(1)} % hits of ${answered} pages`,
    );
    console.log(
      `  writes acknowledged (2xx) ${mixed.acknowledged}, stored ${mixed.stored}: ${mixed.stored >= mixed.acknowledged ? 'none lost' : `${mixed.acknowledged - mixed.stored} LOST`}`,
    );
  }
} finally {
  await Promise.all([cached.stop(), uncached.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Uncached /fighters here and in the baseline checkout, three rounds each, alternating so that a
 * change in the machine's load falls on both, each with its page cache off (checkouts from before
 * the page cache render every page anyway). Older checkouts refuse to start in production without
 * admin credentials, hence the throwaway pair.
 */
async function compareWithBaseline(checkout: string) {
  if (!fs.existsSync(path.join(checkout, 'build/server/index.js'))) {
    throw new Error(`${checkout} has no build: run \`npm install && npm run build\` there first.`);
  }
  const before = await startAppServer({
    port: basePort + 2,
    ...files('baseline'),
    checkout,
    env: { PAGE_CACHE_ENABLED: 'false', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'ochre-kestrel-bellows' },
  });
  try {
    const options = { connections, seconds };
    const rounds: { here: number; there: number }[] = [];
    const cpu = { here: { ms: 0, requests: 0 }, there: { ms: 0, requests: 0 } };
    // CPU time per request as well: on a machine busy with other work, it holds where req/s do not.
    const measure = async (server: { url: string; pid: number }, side: 'here' | 'there') => {
      const start = cpuTimeMs(server.pid);
      const result = await load(`${server.url}/fighters`, options);
      const end = cpuTimeMs(server.pid);
      if (start !== undefined && end !== undefined) {
        cpu[side].ms += end - start;
        cpu[side].requests += result.total;
      }
      return result.rps;
    };
    for (let round = 0; round < 3; round++) {
      const there = await measure(before, 'there');
      const here = await measure(servers.uncached, 'here');
      rounds.push({ here, there });
    }
    const total = (key: 'here' | 'there') => rounds.reduce((sum, round) => sum + round[key], 0);
    console.log(
      `\n/fighters uncached vs ${path.basename(checkout)} (same run, 3 alternating rounds): ` +
        rounds.map(({ here, there }) => `${here.toFixed(0)} vs ${there.toFixed(0)}`).join(', ') +
        ` req/s: ${(total('here') / total('there')).toFixed(2)}x`,
    );
    if (cpu.here.requests > 0 && cpu.there.requests > 0) {
      const perRequest = (side: 'here' | 'there') => cpu[side].ms / cpu[side].requests;
      console.log(
        `server CPU per request: ${perRequest('here').toFixed(2)} ms vs ${perRequest('there').toFixed(2)} ms: ` +
          `${(perRequest('here') / perRequest('there')).toFixed(2)}x the baseline's`,
      );
    }
  } finally {
    await before.stop();
  }
}
