import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Serves the production build on a fresh database with the demo content seeded at start, and rate
 * limits off so the specs can submit forms freely. The database is a new SQLite file, or, with
 * E2E_DATABASE=postgres, a new PostgreSQL database created on the server of TEST_DATABASE_URL and
 * dropped afterwards. The build must exist (`npm run build`; `npm test` builds first).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-e2e-'));

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `bm_e2e_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const postgres = process.env.E2E_DATABASE === 'postgres' ? await freshPostgresDatabase() : undefined;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATABASE_URL: postgres?.url ?? `file:${path.join(dir, 'e2e.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  },
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  await postgres?.drop().catch((error) => console.error('Could not drop the e2e database', error));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
child.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
