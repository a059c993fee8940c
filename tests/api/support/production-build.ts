import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProductionBuild } from '../../../scripts/production-build';

const root = path.resolve(import.meta.dirname, '../../..');
const marker = path.join(root, 'build/server/index.js');
const lock = path.join(
  os.tmpdir(),
  `bm-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`,
);

/**
 * The web layer serves the production build. Test files that need it build it once when it is
 * missing (a fresh clone); a lock directory keeps parallel files from building over each other.
 */
export async function ensureProductionBuild() {
  if (fs.existsSync(marker)) return;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Another file is building: wait for it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (fs.existsSync(marker) && !fs.existsSync(lock)) return;
    }
  }
  try {
    if (fs.existsSync(marker)) return;
    if (runProductionBuild() !== 0) throw new Error('The production build failed');
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
