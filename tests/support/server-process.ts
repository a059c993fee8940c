import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The real server (server/main.ts on the production build), as an operator runs it, in a process
 * of its own so a test can kill it, restart it or take its database away.
 */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  isRunning(): boolean;
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

/** A port nobody listens on right now, from the system's ephemeral range. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts the server and resolves once /api/health answers 200. Without DATABASE_URL and MEDIA_DIR
 * it gets a fresh SQLite file and media folder of its own.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  // A caller may pin the port (a spec confined to a range of ports, a restart on the same address).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dir = tempDir('bm-server-');
  if (!fs.existsSync(path.join(root, 'build/server/index.js')))
    throw new Error('No production build: run `npm run build` first');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      ...env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let running = true;
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve(signal ?? code);
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    child,
    exited,
    isRunning: () => running,
    async kill(signal = 'SIGTERM') {
      if (!running) return;
      child.kill(signal);
      await exited;
    },
    output: () => log,
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!running) throw new Error(`The server exited during start:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(`The server did not become healthy within 90 s:\n${log}`);
}
