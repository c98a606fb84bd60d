import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary folder and its removal. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `srjobs-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
