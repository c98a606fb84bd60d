import { describe, expect, it } from 'vitest';

import { withScriptPreloads } from '../../server/pages/pageAssets';

const BOOT = (preloads: string) =>
  `<html><head><script type="module" src="/assets/boot-B1.js" data-app-scripts="/assets/react-R2.js /assets/index-E1.js" data-app-preloads="${preloads}"></script></head><body></body></html>`;

describe("withScriptPreloads: the page's chunks beside the app's scripts", () => {
  it('adds the chunks the boot script does not list yet, after those it lists', () => {
    expect(withScriptPreloads(BOOT('/assets/runtime-R1.js'), ['/assets/Page-P1.js', '/assets/runtime-R1.js'])).toBe(
      BOOT('/assets/runtime-R1.js /assets/Page-P1.js'),
    );
  });

  // A build whose entry has a top-level await has no manifest record marked as the entry, so the
  // page's chunks reach the entry's file (and React's) through their imports: the boot script
  // imports those already.
  it("leaves out the app's scripts the boot script imports, whatever the manifest says", () => {
    expect(withScriptPreloads(BOOT(''), ['/assets/Page-P1.js', '/assets/index-E1.js', '/assets/react-R2.js'])).toBe(
      BOOT('/assets/Page-P1.js'),
    );
  });

  it('leaves a page without the boot script (the plain shell) as it is', () => {
    const shell = '<html><head><script type="module" crossorigin src="/assets/index-E1.js"></script></head></html>';
    expect(withScriptPreloads(shell, ['/assets/Page-P1.js'])).toBe(shell);
  });
});
