import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { shareLink } from '../../../src/components/shareLink';

const WORDS = { copied: 'Link copied', copyFailed: 'Could not copy the link' };
const LINK_COPIED = WORDS.copied;

const notices = vi.hoisted(() => [] as { message?: unknown; title?: unknown }[]);
vi.mock('../../../src/components/notices', () => ({
  showNotice: (notice: { message?: unknown; title?: unknown }) => {
    notices.push(notice);
    return Promise.resolve();
  },
}));

const link = { title: 'Welder', text: 'Noyyal Pumps, Coimbatore', url: 'https://jobs.example.in/showjobdetails?id=7' };

/** Replaces one of navigator's properties for a test; `undefined` removes it. */
function setNavigator(key: 'share' | 'canShare' | 'clipboard', value: unknown) {
  if (value === undefined) Reflect.deleteProperty(navigator, key);
  else Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

describe('shareLink', () => {
  beforeEach(() => {
    notices.length = 0;
  });
  afterEach(() => {
    for (const key of ['share', 'canShare', 'clipboard'] as const) setNavigator(key, undefined);
    vi.restoreAllMocks();
  });

  it("uses the browser's share sheet where there is one, with the title, text and link", async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator('share', share);
    setNavigator('canShare', () => true);
    expect(await shareLink(link, WORDS)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(notices).toEqual([]);
  });

  it('treats a closed share sheet (AbortError) as nothing to report: no copy, no notice', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('share', () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    setNavigator('clipboard', { writeText });
    expect(await shareLink(link, WORDS)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('copies the link, with the notice "Link copied", without a share sheet or when the browser refuses one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    expect(await shareLink(link, WORDS)).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith(link.url);
    expect(notices.at(-1)?.message).toBe(LINK_COPIED);

    setNavigator('share', () => Promise.reject(new DOMException('No gesture', 'NotAllowedError')));
    expect(await shareLink(link, WORDS)).toBe('copied');
    setNavigator('share', vi.fn());
    setNavigator('canShare', () => false);
    expect(await shareLink(link, WORDS)).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(3);
  });

  it('copies through a selected textarea where the Clipboard API is missing (plain http), leaving nothing behind', async () => {
    let copied = '';
    const execCommand = vi.fn(() => {
      // What is on the page to be selected when the copy is asked for.
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    expect(await shareLink(link, WORDS)).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(link.url);
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
    expect(notices.at(-1)?.message).toBe(LINK_COPIED);
  });

  it('shows the link itself when nothing could copy it', async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    expect(await shareLink(link, WORDS)).toBe('failed');
    expect(notices.at(-1)).toMatchObject({ title: 'Could not copy the link', message: link.url });
  });
});
