import fs from 'node:fs';
import path from 'node:path';
import { autocannon } from './autocannon';
import { pad } from './pad';
import { type BenchServer, pinLoadAwayFromServer, startAppServer } from './server';

const TOKEN = 'bench-metrics-token-0123456789';
const CONNECTIONS = 20;
/** Each server's first seconds are slower while V8 compiles: they are not measured. */
const WARM_UP_SECONDS = 10;
/** Prometheus's usual scrape interval; SCRAPE_MS=2000 for a harsher case, 0 for none. */
const SCRAPE_MS = Number(process.env.SCRAPE_MS ?? 15_000);

type Which = 'off' | 'again' | 'on';

/** User plus system CPU seconds a process has spent (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Req/s and CPU per request with METRICS_TOKEN set (every answer timed, scraped every SCRAPE_MS)
 * against the same build without, and against a second server without ("again", an A/A control
 * that shows how far two identical servers read apart on this machine). Short rounds rotate
 * through the three servers, so a slow spell of the machine falls on all of them; each round's
 * on/off ratio is taken against the off round next to it, and their median is reported beside the
 * ratio of the totals.
 */
export async function metricsCost(options: { dir: string; port: number; seconds: number; rounds: number }) {
  const cpu = pinLoadAwayFromServer();
  const start = (which: Which, port: number, env: Record<string, string> = {}) =>
    startAppServer({
      port,
      databaseFile: path.join(options.dir, `${which}.db`),
      mediaDir: options.dir,
      env,
      cpu,
    });
  const servers: Record<Which, BenchServer> = {
    off: await start('off', options.port),
    again: await start('again', options.port + 1),
    on: await start('on', options.port + 2, { METRICS_TOKEN: TOKEN }),
  };
  const scrape = () => fetch(`${servers.on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const run = (which: Which, target: string, seconds: number) =>
    autocannon({
      url: `${servers[which].url}${target}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { 'accept-encoding': 'br' },
    });
  try {
    console.log(
      `\nMetrics on and off: ${CONNECTIONS} connections, ${options.rounds} rounds of ${options.seconds} s per ` +
        `server after ${WARM_UP_SECONDS} s of warm-up, rotating; "again" is a second server without metrics.`,
    );
    console.log(
      cpu === undefined
        ? 'The servers share the CPUs with the load generator (no taskset or one CPU).'
        : `The servers run on CPU ${cpu} alone, the load generator on CPU 0.`,
    );
    console.log(
      'target'.padEnd(16),
      pad('off req/s', 10),
      pad('on/off', 8),
      pad('median', 8),
      pad('again/off', 10),
      pad('median', 8),
      pad('off µs', 8),
      pad('on/off µs', 10),
    );
    for (const target of ['/api/fighters', '/fighters']) {
      const rps: Record<Which, number[]> = { off: [], again: [], on: [] };
      const cpuSpent: Record<Which, number> = { off: 0, again: 0, on: 0 };
      const answered: Record<Which, number> = { off: 0, again: 0, on: 0 };
      for (const which of ['off', 'again', 'on'] as const) await run(which, target, WARM_UP_SECONDS);
      for (let round = 0; round < options.rounds; round++) {
        const order: Which[] = round % 2 === 0 ? ['off', 'again', 'on'] : ['on', 'again', 'off'];
        for (const which of order) {
          const scraper =
            which === 'on' && SCRAPE_MS ? setInterval(() => void scrape(), SCRAPE_MS) : undefined;
          const before = cpuSeconds(servers[which].pid);
          const result = await run(which, target, options.seconds);
          clearInterval(scraper);
          cpuSpent[which] += cpuSeconds(servers[which].pid) - before;
          answered[which] += result.requests.total;
          rps[which].push(result.requests.average);
        }
      }
      const ratio = (which: Which) => sum(rps[which]) / sum(rps.off);
      const pairRatio = (which: Which) => median(rps[which].map((value, i) => value / rps.off[i]!));
      const us = (which: Which) => cpuSpent[which] / answered[which];
      console.log(
        target.padEnd(16),
        pad(Math.round(sum(rps.off) / options.rounds), 10),
        pad(ratio('on').toFixed(3), 8),
        pad(pairRatio('on').toFixed(3), 8),
        pad(ratio('again').toFixed(3), 10),
        pad(pairRatio('again').toFixed(3), 8),
        pad((us('off') * 1e6).toFixed(1), 8),
        pad((us('on') / us('off')).toFixed(3), 10),
      );
      for (const which of ['off', 'again', 'on'] as const)
        console.log(`  ${which.padEnd(5)} req/s by round: ${rps[which].map(Math.round).join(' ')}`);
    }
    const text = await (await scrape()).text();
    console.log(
      `(the last scrape: ${text.split('\n').filter((l) => l && !l.startsWith('#')).length} samples)`,
    );
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
}
