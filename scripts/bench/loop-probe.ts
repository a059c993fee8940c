/**
 * How long the server leaves a trivial request waiting: one request after another to a static
 * file, which needs no database, so its latency is the server's event loop being busy elsewhere.
 */
export function probeLatency(url: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: sorted.length,
        p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}
