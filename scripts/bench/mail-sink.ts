import { fork } from 'node:child_process';
import path from 'node:path';

export interface BenchMailSink {
  url: string;
  /** Mails accepted so far. */
  accepted(): Promise<number>;
  /** How many addresses got more than one mail, and every address that got one. */
  deliveries(): Promise<{ accepted: number; duplicates: number; recipients: string[] }>;
  setDelay(ms: number): void;
  stop(): void;
}

/** Starts scripts/bench/smtp-sink-process.ts and talks to it over IPC. */
export async function startBenchMailSink(delayMs: number): Promise<BenchMailSink> {
  const child = fork(path.join(import.meta.dirname, 'smtp-sink-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SINK_DELAY_MS: String(delayMs) },
  });
  const next = <T>(message: object) =>
    new Promise<T>((resolve) => {
      child.once('message', (reply) => resolve(reply as T));
      if (Object.keys(message).length > 0) child.send(message);
    });
  const { port } = await next<{ port: number }>({});
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: async () => (await next<{ accepted: number }>({ count: true })).accepted,
    deliveries: () => next({ duplicates: true }),
    setDelay: (ms) => child.send({ delayMs: ms }),
    stop: () => child.kill(),
  };
}
