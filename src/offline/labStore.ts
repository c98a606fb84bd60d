import { type LabSettings, parseLabSettings } from '../domain/networkLab';
import { LAB_SETTINGS_KEY, offlineDb } from './db';

/**
 * The network lab's settings on this device, where the service worker reads them (it has no
 * localStorage): the page writes them and tells the worker (LabChangedMessage).
 */
export async function readLabSettings(): Promise<LabSettings | null> {
  const db = await offlineDb();
  return parseLabSettings(await db.get('lab', LAB_SETTINGS_KEY));
}

export async function writeLabSettings(settings: LabSettings | null): Promise<void> {
  const db = await offlineDb();
  if (settings === null) await db.delete('lab', LAB_SETTINGS_KEY);
  else await db.put('lab', settings, LAB_SETTINGS_KEY);
}
