import { type StdioOptions, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `react-router build` with NODE_ENV=production, whatever the caller runs under. Vite takes an
 * ambient NODE_ENV over its mode, so a build started from vitest (NODE_ENV=test) or a shell with
 * NODE_ENV=development would ship React's development build to browsers (three times the bytes).
 * Returns the build's exit status.
 */
export function runProductionBuild(stdio: StdioOptions = 'inherit'): number | null {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
    { cwd: root, stdio, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return result.status;
}
