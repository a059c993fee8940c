import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCHED_IDLE = 5;
const module = path.join(import.meta.dirname, 'background-priority.ts');

// A child process changes its own policy: the test's worker keeps its own.
const child = `
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
const { runInBackground } = await import(${JSON.stringify(module)});
// /proc/<pid>/stat: field 41 is the scheduling policy, the 39th after "comm) ".
const policy = (stat) => Number(stat.split(') ')[1].split(' ')[38]);
const how = runInBackground();
const threads = fs.readdirSync('/proc/self/task').map((tid) => policy(fs.readFileSync('/proc/self/task/' + tid + '/stat', 'utf8')));
const started = policy(execFileSync('cat', ['/proc/self/stat'], { encoding: 'utf8' }));
console.log(JSON.stringify({ how, threads, started }));
`;

describe('runInBackground', () => {
  it.runIf(process.platform === 'linux')(
    'puts every thread of the process, and what it starts later, on SCHED_IDLE',
    () => {
      const before = execFileSync('cat', ['/proc/self/stat'], { encoding: 'utf8' });
      expect(Number(before.split(') ')[1]!.split(' ')[38])).not.toBe(SCHED_IDLE);
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
        encoding: 'utf8',
      });
      const { how, threads, started } = JSON.parse(out) as {
        how: string;
        threads: number[];
        started: number;
      };
      expect(how).toBe('idle');
      expect(threads.length).toBeGreaterThan(1);
      expect(new Set(threads)).toEqual(new Set([SCHED_IDLE]));
      expect(started).toBe(SCHED_IDLE);
    },
  );
});
