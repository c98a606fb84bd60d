import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { applicationBodyTask } from '../../../server/resumeChecks/readApplicationBody';
import { checkResumeContent } from '../../../src/domain/resume';

/**
 * A worker entry for the pool's tests (tests/server/resumeWorker.test.ts): the real check, except
 * for files named after a way a check can go wrong, which it then goes. The pool, its threads and
 * limits are the real ones; only what runs on the thread is chosen, so no test depends on how slow
 * the domain's check is today on some input.
 *
 * - `held-TOKEN.pdf`: marks itself started, then blocks its thread until the test releases it;
 * - `spin-TOKEN.pdf`: marks itself started, then never ends (only the time limit stops it);
 * - `hog.pdf`: allocates until the thread's heap limit stops it;
 * - `crash.pdf`: ends its thread, as a fault in native code would.
 */
export function checkMarkers(token: string): { started: string; release: string } {
  const base = join(tmpdir(), `srjobs-resume-check-${token}`);
  return { started: `${base}.started`, release: `${base}.release` };
}

/** Sleeps the thread without spinning, between looks at the release file. */
const nap = new Int32Array(new SharedArrayBuffer(4));

export default applicationBodyTask(async (fileName, bytes) => {
  const [mode = '', token = ''] = fileName.replace(/\.pdf$/, '').split('-');
  const markers = checkMarkers(token);
  switch (mode) {
    case 'held':
      writeFileSync(markers.started, '');
      // Synchronous, as a CPU-bound check is: the thread answers nothing else meanwhile.
      while (!existsSync(markers.release)) Atomics.wait(nap, 0, 0, 5);
      break;
    case 'spin':
      writeFileSync(markers.started, '');
      for (;;) {
        // a check that never ends
      }
    case 'hog': {
      const kept: number[][] = [];
      for (;;) kept.push(new Array<number>(100_000).fill(kept.length));
    }
    case 'crash':
      process.exit(3);
  }
  return checkResumeContent(fileName, bytes);
});
