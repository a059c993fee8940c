import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * Puts this process, and the pg_dump it starts, behind the site for the CPU. On Linux that is
 * SCHED_IDLE: a request waking the server takes the core at once, where nice 19 still hands the
 * backup whole time slices (measured in docs/performance.md). Elsewhere, nice 19. Returns which.
 */
export function runInBackground(): 'idle' | 'nice' | 'normal' {
  if (process.platform === 'linux') {
    try {
      // --all-tasks: the threads already running too; threads and children started later inherit it.
      execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: 'ignore' });
      return 'idle';
    } catch {
      // chrt (util-linux) missing or refused: fall back to nice
    }
  }
  try {
    os.setPriority(19);
    return 'nice';
  } catch {
    return 'normal';
  }
}
