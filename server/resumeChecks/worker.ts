import { checkResumeContent } from '../../src/domain/resume';
import { resumeCheckTask } from './task';

/**
 * The worker thread's entry (pool.ts): the domain's content check, the same the web app runs
 * before sending. Built beside dist-server/main.js by vite.server.config.ts.
 */
export default resumeCheckTask(checkResumeContent);
