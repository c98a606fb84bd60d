import { expect, test } from 'vitest';

import { browserForThisFile, withPage } from './harness';

/**
 * The screenshots and layout measurements of the browser tests hold on any machine only if the test
 * browser draws with the pinned fonts (harness/pinnedFonts.ts) and never with one the machine
 * happens to have: with Debian's fonts-noto-core installed, an unpinned Chromium draws Latin in
 * Liberation Sans and Hindi in the system's Noto Sans Devanagari.
 */
const browser = browserForThisFile();

const PINNED_FAMILIES = new Set(['Noto Sans', 'Noto Sans Tamil']);

test('English, Tamil and Hindi text, in the families the site names, are drawn only with the pinned fonts', async () => {
  await withPage(browser, 390, async (page, context) => {
    await page.setContent(`
      <p style="font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">
        <span lang="en">Apply Now</span> <b lang="ta">விண்ணப்பிக்கவும்</b> <span lang="hi">अभी आवेदन करें</span>
      </p>
      <p style="font-family: serif">Sr Technologies</p>
      <p style="font-family: monospace">600040</p>`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'span, b, p' });
    const families = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) families.add(font.familyName);
    }
    expect([...families].sort()).toEqual([...PINNED_FAMILIES].sort());
  });
});
