import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showNotice } from '../../../src/components/notices';
import type { Language } from '../../../src/domain/languages';
import { OFFLINE_READY_KEY, useOfflineReadyNotice } from '../../../src/features/offline/offlineReadyNotice';
import { offlineReady } from '../../../src/features/offline/serviceWorker';
import { Texts } from '../texts';

vi.mock('../../../src/components/notices', () => ({ showNotice: vi.fn(() => Promise.resolve()) }));

function Announcer() {
  useOfflineReadyNotice();
  return null;
}

const visit = (language: Language = 'en') =>
  render(
    <Texts language={language}>
      <Announcer />
    </Texts>,
  );

beforeEach(() => {
  localStorage.clear();
  offlineReady.set(false);
  vi.mocked(showNotice).mockClear();
});
afterEach(cleanup);

describe('the notice that the site is ready to use offline', () => {
  it('says nothing until the first worker has stored the site', () => {
    visit();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('says it once, in the page language, and never on a later visit', () => {
    offlineReady.set(true);
    const first = visit('ta');
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(vi.mocked(showNotice).mock.calls[0]?.[0].message).toBe('இணைய இணைப்பு இல்லாமலும் பயன்படுத்தத் தயார்');
    expect(localStorage.getItem(OFFLINE_READY_KEY)).not.toBeNull();

    first.unmount();
    visit();
    expect(showNotice).toHaveBeenCalledTimes(1);
  });
});
