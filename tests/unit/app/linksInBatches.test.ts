import { afterEach, describe, expect, it, vi } from 'vitest';

import { LINKS_PER_TASK } from '../../../src/app/boot/bootContract';
import { insertLink } from '../../../src/app/linksInBatches';

const link = (href: string) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
const inHead = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('preload links, a few per task', () => {
  it('puts the first few into the head at once and the others a batch per task, in order', () => {
    vi.useFakeTimers();
    for (let i = 0; i < 10; i += 1) insertLink(link(`/assets/chunk-${i}.js`));
    expect(inHead()).toBe(LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(inHead()).toBe(2 * LINKS_PER_TASK);
    vi.runAllTimers();
    expect([...document.head.querySelectorAll('link')].map((element) => new URL(element.href).pathname)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`),
    );
  });

  it('a link asked for in a later task goes in at once again', () => {
    vi.useFakeTimers();
    for (let i = 0; i < LINKS_PER_TASK; i += 1) insertLink(link(`/assets/a-${i}.js`));
    vi.runAllTimers();
    insertLink(link('/assets/later.js'));
    expect(inHead()).toBe(LINKS_PER_TASK + 1);
  });
});
