import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output, rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `node --import tsx <script>` from the repository root with only the given variables on top
 * of PATH and HOME (no inherited DATABASE_URL, PORT, ...).
 */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): Spawned {
  return runNode(['--import', 'tsx', script, ...args], env);
}

/** Runs `node <argv>` (a compiled script: no tsx) the same way as runScript. */
export function runNode(argv: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, argv, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const l of listeners) l();
      resolve({ code, signal });
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = output.match(pattern);
          if (m) {
            listeners.delete(check);
            resolve(m);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            listeners.delete(check);
            reject(new Error(`exited before printing ${pattern}:\n${output}`));
          }
        };
        listeners.add(check);
        check();
      });
    },
  };
}
