import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../../support/databases';
import { E2E_MAILGUN_KEY } from './mailgun-event';

/**
 * Serves the production build on a fresh database with the demo content seeded at start, in the
 * three shipped locales, and rate limits off so the specs can submit forms freely. The database is
 * a new SQLite file, or, with E2E_DATABASE=postgres, a new PostgreSQL database created on the
 * server of TEST_DATABASE_URL and dropped afterwards. The build must exist (`npm run build`;
 * `npm test` builds first).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-e2e-'));

const postgres = process.env.E2E_DATABASE === 'postgres' ? await freshDatabase('postgres') : undefined;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    APP_ENV: 'test',
    // The production builds of React and the libraries, as `npm start` serves them.
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATABASE_URL: postgres?.url ?? `file:${path.join(dir, 'e2e.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    RATE_LIMIT_ENABLED: 'false',
    // Three languages, as a studio shipping fr and ja runs it: the English pages must not change.
    LOCALES: 'en,fr,ja',
    LOG_LEVEL: 'warn',
    // The back office's bounced and complained subscribers are made through the provider's webhook.
    MAILGUN_WEBHOOK_SIGNING_KEY: E2E_MAILGUN_KEY,
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
