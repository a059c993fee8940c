import fs from 'node:fs';

/** /proc counts CPU time in clock ticks of USER_HZ, 1/100 s on x86 and Arm Linux. */
const TICK_MS = 10;

/**
 * The CPU time a process (all its threads) has used so far, in ms, from /proc/<pid>/stat; undefined
 * off Linux. CPU time per request barely moves when other work shares the machine, where
 * requests per second halve: it is the figure to compare on a busy machine.
 */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may contain spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}
