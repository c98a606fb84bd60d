import { createHash } from 'node:crypto';

import type { ApplicationBody, ApplicationBodyTask, ResumeCheck } from './task';

/** The first text value of each field (files left out). */
function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string' && !(name in out)) out[name] = value;
  });
  return out;
}

/**
 * A worker entry's default export (worker.ts, and the tests' own entries): parses the task's
 * multipart body and runs `check` on its resume, having said it started. The content check runs on
 * every resume, also one the route will refuse for its size or name (the route decides, with the
 * fields' errors first): the thread's time is cheaper than a second trip.
 */
export function applicationBodyTask(check: ResumeCheck): (task: ApplicationBodyTask) => Promise<ApplicationBody> {
  return async (task) => {
    task.started.postMessage('started');
    try {
      let form: FormData;
      try {
        form = await new Response(task.body, { headers: { 'Content-Type': task.contentType } }).formData();
      } catch {
        return null;
      }
      const value = form.get('resume');
      if (value === null || typeof value === 'string') return { fields: textFields(form), resume: null };
      const bytes = new Uint8Array(await value.arrayBuffer());
      const content = await check(value.name, bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { fields: textFields(form), resume: { name: value.name, bytes, sha256, content } };
    } finally {
      task.started.close();
    }
  };
}
