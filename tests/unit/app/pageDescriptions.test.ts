// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

// The server render's build is made with import.meta.env.SSR true, the browser's with false.
const pageTableBuiltFor = async (ssr: boolean) => {
  vi.stubEnv('SSR', ssr);
  vi.resetModules();
  return import('../../../src/app/pages');
};

it("describes every page in the server's build", async () => {
  const { pages, notFoundPage } = await pageTableBuiltFor(true);
  for (const page of [...pages, notFoundPage]) expect(page.description, page.title).toBeTruthy();
});

it("leaves the descriptions out of the browser's build, which only the server's head reads", async () => {
  const { pages, notFoundPage } = await pageTableBuiltFor(false);
  for (const page of [...pages, notFoundPage]) expect(page.description, page.title).toBe('');
});
