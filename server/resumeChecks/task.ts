import type { MessagePort } from 'node:worker_threads';

import type { ResumeContentCheck } from '../../src/domain/resume';

/** One resume check as it crosses to a worker thread: the file's name and its own copy of the bytes. */
export interface ResumeCheckTask {
  fileName: string;
  bytes: Uint8Array;
  /**
   * Told once the check starts, so the time limit counts the check itself and not the wait for a
   * free thread (an applicant queued behind others is not refused for their slowness).
   */
  started: MessagePort;
}

export type ResumeCheck = (fileName: string, bytes: Uint8Array) => Promise<ResumeContentCheck>;

/** A worker entry's default export: runs `check` on the task, having said it started. */
export function resumeCheckTask(check: ResumeCheck): (task: ResumeCheckTask) => Promise<ResumeContentCheck> {
  return async (task) => {
    task.started.postMessage('started');
    try {
      return await check(task.fileName, task.bytes);
    } finally {
      task.started.close();
    }
  };
}
