import { useHydrated } from '../../browser/useHydrated';
import { optionalPart } from '../../components/optionalPart';

/** The control and what it needs (IndexedDB through idb) load only where Save-Data is on: the first page stays small. */
const OfflineCopyControl = optionalPart(async () => (await import('./OfflineCopyControl')).OfflineCopyControl);

interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

/**
 * The offer to save every job for offline use (OfflineCopyControl), drawn only on Save-Data. Read
 * after hydration, so the server's HTML and the first render agree.
 */
export function SaveDataOffer() {
  const hydrated = useHydrated();
  const saveData = hydrated && (navigator as SaveDataNavigator).connection?.saveData === true && 'serviceWorker' in navigator;
  return saveData ? <OfflineCopyControl /> : null;
}
