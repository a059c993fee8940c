/**
 * The e2e suite runs `E2E_WORKERS` Playwright workers (2 by default, one per core), each against a
 * server of its own on a database of its own (playwright.config.ts starts them): a spec sees the
 * demo content and the settings as it would with one worker, whatever runs beside it.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Ports a worker keeps for itself: its server, then the spec-owned servers of mail-server.ts. */
export const PORTS_PER_WORKER = 20;

/** The port of the e2e server of the worker at `parallelIndex` (Playwright's, 0 … workers − 1). */
export function e2ePort(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  return FIRST_PORT + parallelIndex * PORTS_PER_WORKER;
}
