/**
 * The contract between the server's build (vite.server.config.ts) and the server: files the
 * server loads by URL from beside its compiled main.js, so both sides name them from here.
 */

/** The resume check's worker-thread entry, built to `${RESUME_CHECK_WORKER_NAME}.js` (server/resumeChecks/). */
export const RESUME_CHECK_WORKER_NAME = 'resumeCheckWorker';
