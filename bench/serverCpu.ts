import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in 1/100 s on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; undefined where
 * there is no /proc. The load generator shares the 2 cores with the server, so the server's own
 * CPU time per answer is the figure that says what the server could do on a core of its own.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" that closes the command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
