import { createHash, randomUUID } from 'node:crypto';

import type { Locator, Page } from 'playwright-core';

/** Helpers shared by the two forms' browser tests. */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A unique address per test, so rows of earlier runs and other tests never match. */
export const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Fills labelled fields of a form, one label → value each. Not an exact match: a required
 * field's label text ends with Mantine's asterisk.
 */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label).fill(value);
  }
}

/**
 * Makes the page's crypto.randomUUID answer `key`, so the test knows the Idempotency-Key the form
 * will send. Runs before the app's scripts (CDP init script, not subject to the page's CSP).
 */
export async function fixIdempotencyKey(page: Page, key: string): Promise<void> {
  await page.addInitScript((fixed: string) => {
    Object.defineProperty(crypto, 'randomUUID', { value: () => fixed, configurable: true });
  }, key);
}
