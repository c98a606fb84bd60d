import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';

import type { TestProject } from 'vitest/node';

import { buildApp } from './harness/build';
import { assertChromiumInstalled } from './harness/chromium';
import { onProcessExit } from './harness/exitCleanup';
import { startServer } from './harness/server';

/**
 * Once per `vitest run --project e2e`: check Chromium is there, build the app, start the real
 * server on a free port with a fresh temporary DATA_DIR (so it seeds the demo data), and hand its
 * address to the tests (inject('baseURL'), inject('dataDir'), inject('port'), inject('distDir');
 * types in harness/provided.d.ts). Teardown stops it and removes the data and the build.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Before the slow build: a missing browser should fail at once with how to install it.
  assertChromiumInstalled();
  const build = await buildApp();
  // Removed by teardown, or at exit when the run is killed before teardown.
  const forgetBuild = build.temporary ? onProcessExit(() => rmSync(build.distDir, { recursive: true, force: true })) : undefined;
  const removeBuild = async () => {
    if (build.temporary) await rm(build.distDir, { recursive: true, force: true });
    forgetBuild?.();
  };
  const server = await startServer({ distDir: build.distDir }).catch(async (error: unknown) => {
    await removeBuild();
    throw error;
  });
  console.log(`e2e: server at ${server.baseURL}, DATA_DIR ${server.dataDir}`);

  project.provide('baseURL', server.baseURL);
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
  project.provide('distDir', build.distDir);

  return async () => {
    await server.dispose();
    await removeBuild();
  };
}
