import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoJobs } from '../../server/seed/demoData';
import { apiPaths, uploadUrl } from '../../src/contract/paths';
import { pdfFile } from '../fixtures/resumes';
import { tempDir } from './support/files';
import { applicationForm } from './support/forms';
import { removedAfterThisBlock } from './support/lifecycle';
import type { Spawned } from './support/process';
import { REPO_ROOT, runNode } from './support/process';
import { renderBuild } from './support/renderBuild';

/**
 * `npm run serve` in production: the server compiled by `vite build --config vite.server.config.ts`
 * (here into a temporary folder) runs on plain Node, no tsx, and serves a rendered page, the API
 * and the demo images, and checks resumes on its compiled worker thread.
 */
describe('the compiled server (dist-server/main.js)', () => {
  const scratch = removedAfterThisBlock(tempDir('compiled'));
  const dist = removedAfterThisBlock(renderBuild());
  // Inside the repository (git-ignored), as dist-server/ is: the packages are found in node_modules from there.
  mkdirSync(join(REPO_ROOT, '.e2e-tmp'), { recursive: true });
  const outDir = mkdtempSync(join(REPO_ROOT, '.e2e-tmp', 'dist-server-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  let run: Spawned | undefined;
  afterAll(() => run?.child.kill('SIGKILL'));

  beforeAll(async () => {
    const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const build = runNode([vite, 'build', '--config', 'vite.server.config.ts', '--outDir', outDir, '--logLevel', 'warn'], {});
    const { code } = await build.exited;
    if (code !== 0) throw new Error(`the server build failed:\n${build.output()}`);
  }, 120_000);

  it('starts on plain Node and serves a server-rendered page', async () => {
    run = runNode([join(outDir, 'main.js')], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch.dir, 'data'),
      DIST_DIR: dist.dir,
    });
    const [, url] = await run.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const page = await fetch(`${url}/find-jobs`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    // The fake render bundle writes the number of jobs the API gave it: the demo data's.
    const html = await page.text();
    expect(html).toContain(`<p id="jobs">${demoJobs.length} jobs</p>`);
    // Started without NODE_ENV, as `npm run serve` is: the render runs under "production", so React
    // loads its production build, not the development one with its checks on every element.
    expect(html).toContain('<p id="node-env">production</p>');
    // The demo images were copied beside the compiled server.
    expect((await fetch(`${url}${uploadUrl(demoJobs[0]?.image ?? '')}`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // An application's resume is checked on the compiled worker thread (resumeCheckWorker.js beside
    // main.js): a plain PDF is stored, one with a script is refused by the check's own verdict.
    const apply = (resume: { name: string; bytes: Uint8Array }) =>
      fetch(`${url}${apiPaths.application}`, { method: 'POST', body: applicationForm({ resume }) });
    expect((await apply({ name: 'cv.pdf', bytes: pdfFile() })).status).toBe(201);
    const scripted = await apply({
      name: 'cv.pdf',
      bytes: pdfFile({ objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] }),
    });
    expect(scripted.status).toBe(415);
    expect(((await scripted.json()) as { message: string }).message).toContain('contains scripts');
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });
});
