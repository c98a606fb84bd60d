import { checkResumeContent } from '../../src/domain/resume';
import { applicationBodyTask } from './readApplicationBody';

/**
 * The worker thread's entry (pool.ts): an application's multipart body parsed, and its resume put
 * through the domain's content check, the same the web app runs before sending. Built beside
 * dist-server/main.js by vite.server.config.ts.
 */
export default applicationBodyTask(checkResumeContent);
