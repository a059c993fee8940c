import http from 'node:http';
import { engines, freshDatabase } from '../tests/support/databases';
import { startServer, tempDir } from '../tests/support/server-process';
import { type Outcome, VISITOR_READS, percentile, prng, request, runLoops } from '../tests/support/traffic';

/**
 * `npm run bench:cold`: a freshly started server (the production build, on a new database of each
 * engine: SQLite, and PostgreSQL when TEST_DATABASE_URL is set) meets 200 keep-alive connections
 * opened at once, the moment it says it is ready, each sending the visitors' mix (80 % reads of
 * pages and the API, 20 % newsletter sign-ups) for a few seconds. It prints the slowest answers
 * with the moment they were asked, counted from the first request. Options: --connections N
 * (default 200), --seconds N (default 8), --runs N (default 1: each run starts a new server).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const connections = arg('connections', 200);
const seconds = arg('seconds', 8);
const runs = arg('runs', 1);

type Timed = Outcome & { startedAt: number };

async function coldRun(kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind);
  const server = await startServer({ DATABASE_URL: database.url, MEDIA_DIR: tempDir('bm-cold-media-') });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const random = prng(11);
  const outcomes: Timed[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  try {
    await runLoops(
      connections,
      async (worker, i) => {
        const startedAt = performance.now() - start;
        const write = random() < 0.2;
        const path = write ? '/api/subscribers' : VISITOR_READS[Math.floor(random() * VISITOR_READS.length)]!;
        const body = write ? { email: `cold-${worker}-${i}@test.example` } : undefined;
        const answer = await request(agent, server.baseUrl, write ? 'POST' : 'GET', path, body, {
          timeoutMs: 30_000,
        });
        outcomes.push({ ...answer, body: answer.status >= 300 ? answer.body : '', startedAt });
      },
      () => performance.now() > end,
    );
  } finally {
    agent.destroy();
    await server.kill();
    await database.drop();
  }
  const ms = outcomes.map((o) => o.ms);
  const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(
    `${kind}: ${outcomes.length} requests, p50 ${percentile(ms, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms, ` +
      `over 2 s ${ms.filter((m) => m > 2000).length}, failed ${failed.length}`,
  );
  console.log(
    '  slowest: ' +
      slowest
        .map((o) => `${o.method} ${o.path} ${o.ms.toFixed(0)} ms at +${o.startedAt.toFixed(0)} ms`)
        .join('; '),
  );
  for (const o of failed.slice(0, 3)) console.log(`  failed: ${o.method} ${o.path} ${o.status} ${o.body}`);
  return Math.max(...ms);
}

console.log(`${connections} connections opened at once on a cold server, ${seconds} s, ${runs} run(s)`);
for (const kind of engines) {
  const maxima: number[] = [];
  for (let run = 0; run < runs; run++) maxima.push(await coldRun(kind));
  console.log(`${kind}: max latency per run ${maxima.map((m) => m.toFixed(0)).join(', ')} ms\n`);
}
