import { useEffect } from 'react';

import { useStore } from '../../browser/externalStore';
import { showNotice } from '../../components/notices';
import { useT } from '../../i18n/useT';
import { offlineReady } from './serviceWorker';

/** Remembers on the device that it was told, so it is told once (docs/OFFLINE.md, "Installing"). */
export const OFFLINE_READY_KEY = 'sr-jobs-offline-ready-told';

function toldBefore(): boolean {
  try {
    return localStorage.getItem(OFFLINE_READY_KEY) !== null;
  } catch {
    return true; // Storage blocked: better never told than told on every visit.
  }
}

function rememberTold(): void {
  try {
    localStorage.setItem(OFFLINE_READY_KEY, String(Date.now()));
  } catch {
    // See toldBefore.
  }
}

/**
 * Once the site's first worker has stored the site (the first visit, usually), one quiet notice
 * says it now opens offline; never again on this device, whatever page or language comes next.
 */
export function useOfflineReadyNotice(): void {
  const t = useT();
  const ready = useStore(offlineReady);
  useEffect(() => {
    if (!ready || toldBefore()) return;
    rememberTold();
    void showNotice({ color: 'teal', message: t('offline.ready'), autoClose: 6_000 });
  }, [ready, t]);
}
