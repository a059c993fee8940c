import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** The server's process id, for reading the CPU time it spent. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The production build as `npm run serve` runs it (NODE_ENV=production), on its own SQLite file,
 * with rate limits off so the load is not answered with 429s. `checkout` starts another built
 * checkout of the project instead of this one (`npm run bench -- --baseline DIR`).
 */
export async function startAppServer(options: {
  port: number;
  databaseFile: string;
  mediaDir: string;
  env?: Record<string, string>;
  checkout?: string;
  /** Runs the server on this CPU alone (Linux `taskset`), threads included. */
  cpu?: number;
}): Promise<BenchServer> {
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const command = options.cpu === undefined ? node : ['taskset', '-c', String(options.cpu), ...node];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: options.checkout ?? root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${options.databaseFile}`,
      MEDIA_DIR: options.mediaDir,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server on port ${options.port} did not start`);
}

/**
 * On a machine of two or more CPUs with `taskset`, the CPU to pin a measured server to, after moving
 * this process (the load generator) to CPU 0: the two then no longer take turns on one core, which
 * moves req/s by several % from one run to the next. Undefined where pinning is not possible.
 */
export function pinLoadAwayFromServer(): number | undefined {
  if (os.availableParallelism() < 2) return undefined;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  return pinned.status === 0 ? 1 : undefined;
}
