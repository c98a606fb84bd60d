import { fileURLToPath } from 'node:url';

/** The repository root: the server and the build run from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Git-ignored scratch folder for test builds and profiles. */
export const E2E_TMP_DIR = fileURLToPath(new URL('../../../.e2e-tmp/', import.meta.url));
