import { Worker } from 'node:worker_threads';

/**
 * The probe's loop, on a thread of its own: the benchmark's main thread runs synchronous SQLite
 * reads and autocannon's bookkeeping, which would otherwise delay the probe and be counted as the
 * server's stall.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let running = true;
parentPort.on('message', () => (running = false));
(async () => {
  // The thread's first request sets up its own HTTP client: not the server's wait.
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage('ready');
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage(latencies);
})();
`;

/**
 * How long the server leaves a trivial request waiting: one request after another to a static
 * file, which needs no database, so its latency is the server's event loop being busy elsewhere.
 */
export async function probeLatency(url: string) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url } });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  const done = next() as Promise<number[]>;
  return {
    async stop() {
      worker.postMessage('stop');
      const latencies = await done;
      await worker.terminate();
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: sorted.length,
        p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}
