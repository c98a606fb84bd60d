import { MessageChannel } from 'node:worker_threads';

import { Piscina } from 'piscina';

import type { ResumeCheckLimits } from '../config';
import type { Logger } from '../http/logger';
import { silentLogger } from '../http/logger';
import { ResumeCheckOverLimit } from './overLimit';
import type { ApplicationBody, ApplicationBodyTask } from './task';
import type { WorkerEntry } from './workerEntry';
import { RESUME_CHECK_WORKER } from './workerEntry';

/** What the application route needs: its body parsed and its resume checked, off the event loop. */
export interface ResumeChecks {
  /**
   * The form's fields and its resume with the domain's verdict (task.ts), null for a body that is
   * not a readable form. `body` is moved to the thread: the caller must not use it afterwards.
   * Rejects with ResumeCheckOverLimit past a limit, with another error when the thread failed.
   */
  readApplication(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<ApplicationBody>;
  /** Stops the threads (a check still running is cut). */
  close(): Promise<void>;
}

export interface ResumeCheckPoolOptions extends ResumeCheckLimits {
  logger?: Logger;
  /** The module each thread runs: worker.ts (compiled: resumeCheckWorker.js) unless a test names its own. */
  worker?: WorkerEntry;
}

/** V8's new-object space per thread, on top of the old generation the memory limit sets. */
const YOUNG_GENERATION_MB = 8;
/** A thread beyond the first that has had nothing to check for this long is stopped. */
const IDLE_THREAD_MS = 60_000;

/**
 * Resume checks on worker threads (piscina), so a slow or hostile file never holds the event loop
 * that answers every other request. Each check runs alone on its thread with a time limit (from
 * the moment it starts) and a heap limit; past either, the thread is stopped (piscina replaces it)
 * and the check rejects with ResumeCheckOverLimit. The threads start at the first check: an app
 * that never receives a resume (most tests, a page-only instance) starts none.
 */
export class ResumeCheckPool implements ResumeChecks {
  readonly #options: ResumeCheckPoolOptions;
  #pool: Piscina<ApplicationBodyTask, ApplicationBody> | undefined;

  constructor(options: ResumeCheckPoolOptions) {
    this.#options = options;
  }

  async readApplication(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<ApplicationBody> {
    const pool = this.#started();
    // Moved, not cloned. A view of a larger buffer (a Buffer from Node's pool) is copied first, so
    // moving it empties nothing else.
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
    const { port1: started, port2: startedPort } = new MessageChannel();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    started.once('message', () => {
      timer = setTimeout(() => {
        timedOut = true;
        stop.abort();
      }, this.#options.timeLimitMs);
    });
    try {
      return await pool.run(
        { body: own, contentType, started: startedPort },
        { signal: stop.signal, transferList: [own.buffer, startedPort] },
      );
    } catch (err) {
      if (timedOut) throw new ResumeCheckOverLimit('time');
      if (outOfMemory(err)) throw new ResumeCheckOverLimit('memory');
      throw err;
    } finally {
      clearTimeout(timer);
      started.close();
    }
  }

  /**
   * Starts the first thread now rather than at the first resume. The serving process does this once
   * it listens: after a restart, the applications that waited on phones arrive at once, and the
   * first of them should not also wait for a thread to load its code (about a second compiled,
   * several from source on a loaded machine). The tests' servers do not, so most start none.
   */
  warm(): void {
    this.#started();
  }

  /** How many threads are running now (for the tests and the bench). */
  get threads(): number {
    return this.#pool?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    await this.#pool?.destroy();
  }

  #started(): Piscina<ApplicationBodyTask, ApplicationBody> {
    if (this.#pool) return this.#pool;
    const { threads, memoryLimitMb, worker = RESUME_CHECK_WORKER, logger = silentLogger } = this.#options;
    const pool = new Piscina<ApplicationBodyTask, ApplicationBody>({
      filename: worker.url.href,
      execArgv: worker.execArgv,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // An error in a thread between checks: without a listener the EventEmitter would throw it in the server.
    pool.on('error', (err: unknown) => logger.error('A resume check thread failed', err));
    this.#pool = pool;
    return pool;
  }
}

function outOfMemory(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ERR_WORKER_OUT_OF_MEMORY';
}
