import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs pg_dump or pg_restore, resolving with its output; a non-zero exit rejects with its stderr. */
export const run = promisify(execFile);
