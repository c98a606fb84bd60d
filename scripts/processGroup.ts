import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

export interface ProcessGroup {
  /** Starts `command` in `cwd`, its output on this terminal; its end stops the whole group. */
  start(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): ChildProcess;
}

/**
 * Processes that live and die together, for the scripts that run several (`npm run dev`, `npm run
 * cluster`): when any of them ends, or this process gets Ctrl-C or SIGTERM, the rest are sent
 * SIGTERM, and this process exits with the first one's code, so a crashed server never leaves its
 * partners running on their ports.
 */
export function processGroup(cwd: string): ProcessGroup {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = (code: number): void => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
  return {
    start(name, command, args, env = {}) {
      const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('exit', (code, signal) => {
        console.log(`${name} stopped (${signal ?? `exit code ${code}`}): stopping the rest`);
        stopAll(code ?? 1);
      });
      children.push(child);
      return child;
    },
  };
}
