import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { WorkLimiter } from './work-limiter';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * A hash costs a core and 19 MiB for tens of ms on libuv's shared pool: one per core and a short
 * queue keep a flood of sign-ins from starving every other request (503 past the queue).
 */
const cores = Math.max(1, os.availableParallelism());
export const passwordWork = new WorkLimiter(cores, cores * 16);

export const hashPassword = (password: string) => passwordWork.run(() => hash(password, OPTIONS));

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verifying against this keeps a wrong username as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword('not-a-real-password');
  // A refused (busy) attempt must not stay cached as the dummy forever.
  dummyHash.catch(() => (dummyHash = undefined));
  return dummyHash;
}
