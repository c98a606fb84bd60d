import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';

import type { TestProject } from 'vitest/node';

import { buildApp } from './harness/build';
import { assertChromiumInstalled } from './harness/chromium';
import { onProcessExit } from './harness/exitCleanup';
import { type ServerInstance, startServer } from './harness/server';

/**
 * Once per `vitest run --project e2e`: check Chromium is there, build the app, and migrate and
 * seed one data folder by starting the real server on it once (then stopped, so its copies are
 * whole). Each test file starts its own server on a copy of that folder (harness/site.ts), so the
 * files can run side by side without sharing a database; the bundle tests read pages from one
 * more server of the same build, shared by all files. Handed to the tests through inject()
 * (types in harness/provided.d.ts). Teardown stops that server and removes the data and the build.
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
  let seeded: ServerInstance | undefined;
  let shared: ServerInstance | undefined;
  const dispose = async () => {
    await shared?.dispose();
    await seeded?.dispose();
    await removeBuild();
  };
  try {
    // A clean stop checkpoints SQLite's write-ahead log into the database file before it is copied.
    seeded = await startServer({ distDir: build.distDir, startTimeoutMs: 180_000 });
    await seeded.stop();
    shared = await startServer({ distDir: build.distDir, copyDataFrom: seeded.dataDir });
  } catch (error) {
    await dispose();
    throw error;
  }
  console.log(`e2e: seeded data in ${seeded.dataDir}; shared server at ${shared.baseURL}`);

  project.provide('distDir', build.distDir);
  project.provide('seededDataDir', seeded.dataDir);
  project.provide('baseURL', shared.baseURL);

  return dispose;
}
