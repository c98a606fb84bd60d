import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { PAGE_RENDER_ENTRY } from '../../../src/contract/pageRender';
import { E2E_TMP_DIR, REPO_ROOT } from './paths';

export interface Build {
  /** The folder to serve as DIST_DIR. */
  distDir: string;
  /** True when this run built it into a private folder that teardown should remove. */
  temporary: boolean;
}

/**
 * Builds the web app once per test run, into a folder of this run's own (.e2e-tmp/dist-<pid>):
 * several people may run the browser tests on this machine at once, and a shared dist/ would be
 * emptied under a running server by the next build.
 * E2E_SKIP_BUILD=1 serves the existing dist/ instead (when it holds a build), for quick reruns.
 */
export async function buildApp(): Promise<Build> {
  const existing = join(REPO_ROOT, 'dist');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(existing, 'index.html'))) {
    console.log(`e2e: E2E_SKIP_BUILD=1, serving the existing build in ${existing}`);
    return { distDir: existing, temporary: false };
  }
  const distDir = join(E2E_TMP_DIR, `dist-${process.pid}`);
  console.log(`e2e: building the app (npx vite build --outDir ${distDir})`);
  // The tests call the API on the server's own origin, whatever the developer's VITE_API_BASE_URL says.
  const env = { ...process.env };
  delete env.VITE_API_BASE_URL;
  // vitest sets NODE_ENV=test, which would make Vite build React's development bundle; the tests
  // must drive what ships.
  env.NODE_ENV = 'production';
  const args = ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'];
  // Then the server render into the build's own .ssr folder (vite.ssr.config.ts), as `npm run build` does.
  const ssrArgs = [
    'vite',
    'build',
    '--config',
    'vite.ssr.config.ts',
    '--outDir',
    join(distDir, dirname(PAGE_RENDER_ENTRY)),
    '--logLevel',
    'warn',
  ];
  const output = (await run('npx', args, env)) + (await run('npx', ssrArgs, env));
  for (const file of ['index.html', PAGE_RENDER_ENTRY]) {
    if (!existsSync(join(distDir, file)))
      throw new Error(`The build finished without ${join(distDir, file)}. Its output:\n${output}`);
  }
  return { distDir, temporary: true };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`\`${command} ${args.join(' ')}\` failed (code ${code}):\n${output}`)),
    );
  });
}
