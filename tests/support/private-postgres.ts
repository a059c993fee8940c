import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of its own for tests that stop and start it: stopping the machine's shared
 * server would break every other test. Uses the installed PostgreSQL binaries (initdb, pg_ctl);
 * as root they run as the `postgres` user, which owns the data folder.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('PostgreSQL binaries not found: install postgresql or set PG_BIN_DIR');
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]) {
  const command = asRoot ? 'runuser' : bin;
  const argv = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout || result.error}`);
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  fs.chmodSync(dir, 0o755);
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () =>
    run(pgCtl, ['-D', data, '-o', options, '-w', '-t', '30', '-l', path.join(dir, 'log'), 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: (mode = 'fast') => run(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']),
    destroy() {
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
