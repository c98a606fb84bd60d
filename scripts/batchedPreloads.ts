import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** Vite's helper that preloads a lazily imported chunk's own imports and CSS (a virtual module). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const INSERTION = 'document.head.appendChild(link);';
const LINKS_IN_BATCHES = fileURLToPath(new URL('../src/app/linksInBatches.ts', import.meta.url));

/**
 * Vite's preload helper puts a link into the head for each import of a lazily imported chunk, all
 * in the task that asks for the chunk: 10 to 14 links at once for a part of the page asked for as
 * it hydrates, or for the delivery code when the page is idle. This makes it insert them a few per
 * task, as the boot script does its own (src/app/linksInBatches.ts). The build fails if the helper no
 * longer has the one insertion this rewrites, so a new Vite cannot drop the batching unnoticed.
 */
export function batchedPreloads(): Plugin {
  return {
    name: 'srjobs-batched-preloads',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      const rewritten = rewritePreloadHelper(code);
      if (rewritten === null) this.error(`Vite's preload helper has no "${INSERTION}" any more: nothing to batch`);
      return { code: rewritten, map: null };
    },
  };
}

/** The helper's code with its link insertion made through linksInBatches.ts, or null without it. */
export function rewritePreloadHelper(code: string): string | null {
  if (code.split(INSERTION).length !== 2) return null;
  return `import { insertLink as __insertLink } from ${JSON.stringify(LINKS_IN_BATCHES)};\n${code.replace(INSERTION, '__insertLink(link);')}`;
}
