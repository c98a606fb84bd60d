/**
 * Synchronous clean-ups (kill a server, remove a temporary folder) that must also happen when
 * the test process ends without running teardown: on exit, and on SIGTERM/SIGHUP, whose default
 * action ends the process without an 'exit' event. A signal handler is only added where nobody
 * else (vitest, tsx) handles that signal; after cleaning up it lets the signal do what it would
 * have done.
 */
const cleanups = new Set<() => void>();
let installed = false;

function runAll(): void {
  // Last registered first: a server is killed before its data folder is removed.
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // Best effort: the process is going away.
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.once('exit', runAll);
  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      runAll();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Registers `cleanup`; call the returned function once it is done the normal way. */
export function onProcessExit(cleanup: () => void): () => void {
  install();
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}
