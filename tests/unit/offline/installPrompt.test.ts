import { describe, expect, it } from 'vitest';

import { isIos } from '../../../src/features/offline/installPrompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('who gets the iOS how-to', () => {
  it('is an iPhone, or an iPad that reports itself as a Mac with touch', () => {
    expect(isIos(IPHONE, 'iPhone', 5)).toBe(true);
    expect(isIos(MAC, 'MacIntel', 5)).toBe(true);
  });

  it('is not Android or a desktop Mac', () => {
    expect(isIos(ANDROID, 'Linux armv8l', 5)).toBe(false);
    expect(isIos(MAC, 'MacIntel', 0)).toBe(false);
  });
});
