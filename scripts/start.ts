import fs from 'node:fs';
import path from 'node:path';
import { runProductionBuild } from './production-build';

/**
 * `npm start`: builds the front end when the build is missing or older than its sources, then
 * runs the server (which migrates, seeds an empty database and serves: the whole demo, or only
 * the game content with APP_ENV=production).
 * Operators who build once and deploy use `npm run serve`, which only serves.
 */
const root = path.resolve(import.meta.dirname, '..');
const buildMarker = path.join(root, 'build/server/index.js');
// The build's own plugins (vite-plugins/) count as sources too.
const sources = [
  'app',
  'contracts',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
  'vite-plugins',
];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.statSync(buildMarker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (built < changed) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const status = runProductionBuild();
  if (status !== 0) process.exit(status ?? 1);
}

await import('../server/main');
