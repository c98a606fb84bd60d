// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { rewritePreloadHelper } from '../../../scripts/batchedPreloads';

describe("Vite's preload helper, rewritten", () => {
  it('inserts its links through the batches', () => {
    const helper = 'function p(link) { if (x) document.head.appendChild(link); return 1; }';
    const rewritten = rewritePreloadHelper(helper);
    expect(rewritten).toMatch(/^import \{ insertLink as __insertLink \} from ".*linksInBatches\.ts";/);
    expect(rewritten).toContain('if (x) __insertLink(link); return 1;');
  });

  it('a helper without that one insertion is refused (the build then fails)', () => {
    expect(rewritePreloadHelper('document.head.append(link);')).toBeNull();
    expect(rewritePreloadHelper('document.head.appendChild(link);document.head.appendChild(link);')).toBeNull();
  });
});
