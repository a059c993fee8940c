import { buffer } from 'node:stream/consumers';
import type { FileStore } from './storage';

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size: a run cut short is taken up where it stopped. */
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of one store into another (`npm run media:migrate`), leaving the source as it
 * is: run it again after an interruption, or while uploads still arrive, and it copies only what
 * the target lacks. Keys stay the same, so the addresses stored in the database keep working.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for await (const file of from.list()) {
    const there = await to.stat(file.key);
    if (there?.size === file.size) {
      report.skipped += 1;
      onFile(file.key, false);
      continue;
    }
    const stream = await from.read(file.key);
    if (!stream) continue; // removed since it was listed
    const data = await buffer(stream);
    await to.put(file.key, data);
    report.copied += 1;
    report.bytes += data.length;
    onFile(file.key, true);
  }
  return report;
}
