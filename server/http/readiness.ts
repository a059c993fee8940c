import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The named checks behind GET /api/ready: each service the instance needs registers one. */
    readiness: Readiness;
  }
}

/** A check resolves when its service answers, and throws (or times out) when it does not. */
export type ReadinessCheck = () => Promise<void>;
export type CheckOutcome = { name: string; ok: boolean; detail?: string };

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  run(): Promise<CheckOutcome[]>;
}

/** A service slower than this to answer counts as down: a load balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(timeoutMs = CHECK_TIMEOUT_MS): Readiness {
  const checks: Array<{ name: string; check: ReadinessCheck }> = [];
  return {
    add: (name, check) => void checks.push({ name, check }),
    // Run side by side, so the probe takes as long as the slowest service, not their sum.
    run: () =>
      Promise.all(
        checks.map(({ name, check }) =>
          withTimeout(check, timeoutMs).then(
            (): CheckOutcome => ({ name, ok: true }),
            (error: unknown): CheckOutcome => ({
              name,
              ok: false,
              detail: error instanceof Error ? error.message : String(error),
            }),
          ),
        ),
      ),
  };
}

export function registerReadiness(app: FastifyInstance) {
  app.decorate('readiness', createReadiness());
}
