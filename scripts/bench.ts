import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench`: serves the production build on a fresh SQLite database with the demo content and
 * measures the public reads on loopback with autocannon (10 connections, a few seconds each).
 * Compare the numbers of one run with each other; absolute figures vary between machines and runs.
 * Needs `npm run build` first. Options: --seconds N (default 5), --connections N (default 10).
 */
const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 10);
const port = 3900 + Math.floor(Math.random() * 90);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-bench-'));

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  },
});

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not start');
}

const targets = [
  '/api/health',
  '/api/fighters',
  '/api/fighters/1',
  '/api/dev-diaries',
  '/api/faqs',
  '/fighters',
  '/',
];

try {
  await waitForHealth();
  console.log(`${connections} connections, ${seconds} s per target, on 127.0.0.1:${port}\n`);
  console.log(
    'target'.padEnd(22),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
  );
  for (const target of targets) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${target}`,
      connections,
      duration: seconds,
    });
    console.log(
      target.padEnd(22),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
