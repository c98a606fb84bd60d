import { afterEach, describe, expect, it, vi } from 'vitest';

import { catalogFileUrls } from '../../../src/i18n/catalogFiles';
import { createI18n } from '../../../src/i18n/createI18n';
import { loadTexts, setPageTexts } from '../../../src/i18n/pageTexts';

/** A fetch that answers each catalogue file with one message named after its URL, and counts the requests. */
function catalogueServer(status = 200) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify({ [`from ${url}`]: 'loaded' }), { status }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the page's texts loaded for a part drawn later", () => {
  it('two parts that need the same area at once share one request, and both draw once it is here', async () => {
    const asked = catalogueServer();
    const i18n = createI18n('en', {});
    setPageTexts(i18n, 'en', ['shell']);
    await Promise.all([loadTexts(['outbox']), loadTexts(['outbox']), loadTexts(['shell', 'outbox'])]);
    const [outbox] = catalogFileUrls('en', ['outbox']);
    expect(asked).toEqual([outbox]);
    expect(i18n.messages[`from ${outbox}`]).toBe('loaded');
    // Held now: nothing more is asked for.
    await loadTexts(['outbox']);
    expect(asked).toHaveLength(1);
  });

  it('an area that did not come fails every part waiting for it, and is asked for again by the next', async () => {
    const asked = catalogueServer(503);
    setPageTexts(createI18n('en', {}), 'en', []);
    const both = [loadTexts(['jobs']), loadTexts(['jobs'])];
    await expect(both[0]).rejects.toThrow(/503/);
    await expect(both[1]).rejects.toThrow(/503/);
    await expect(loadTexts(['jobs'])).rejects.toThrow(/503/);
    expect(asked).toHaveLength(2);
  });
});
