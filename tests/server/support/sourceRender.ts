import { beforeAll, expect, vi } from 'vitest';

import { BOOT_SCRIPT_ATTRIBUTE } from '../../../src/app/boot/bootContract';
import type { RenderPage } from '../../../src/contract/pageRender';
import type { TestApp } from './testApp';

/** A built index.html's shape: the boot script and the app's entry, which the render moves onto it. */
export const SHELL =
  '<!doctype html><html><head><title>Sr Technologies Jobs</title>' +
  `<script type="module" src="/assets/boot-B1.js" ${BOOT_SCRIPT_ATTRIBUTE}></script>` +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>';

/**
 * The real server render (src/app/ssr/entryServer.tsx) run from source over the test app's API,
 * in-process, for the block it is called in: the HTML of the page at `path` on `origin`, which
 * must answer 200. The render is loaded by name, as Vite builds it into dist/.ssr (vitest transforms
 * its TSX), so that the server tests' type-check, which has no JSX, does not read the page code.
 */
export function sourceRenderForThisBlock(t: TestApp, origin = 'http://localhost'): (path: string) => Promise<string> {
  let render: RenderPage;
  beforeAll(async () => {
    ({ render } = await vi.importActual<{ render: RenderPage }>('../../../src/app/ssr/entryServer.tsx'));
  });
  return async (path) => {
    const page = await render({
      request: new Request(`${origin}${path}`),
      shell: SHELL,
      fetch: async (url: string, init?: RequestInit) => t.app.request(url, init),
    });
    expect(page.status, path).toBe(200);
    return page.html;
  };
}
