// @vitest-environment node
import { posix } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { cruiseTree, type Refusal, refusalsOf } from './cruiseAs';

/**
 * The import zones of docs/ARCHITECTURE.md are dependency-cruiser's rules (.dependency-cruiser.mjs,
 * made from the table of eslint/zones.js by eslint/cruiserRules.js). One tree of real files holds
 * every case: a file importing a module (which the tree holds too, so the arrow resolves), and the
 * cruiser must refuse a wrong arrow, a file of no zone and a circle, and let an allowed arrow through.
 */
type Arrow = [from: string, target: string];

/** The code of a case's file (each case has its own, so cases of one zone stand side by side). */
function importing(from: string, target: string): string {
  const path = posix.relative(posix.dirname(from), target).replace(/\.tsx?$/, '');
  return `import { x } from '${path.startsWith('.') ? path : `./${path}`}';\nexport const y = x;\n`;
}

const WRONG: Arrow[] = [
  ['sw/wrong1.ts', 'src/api/content.ts'],
  ['src/api/wrong1.ts', 'src/offline/savedResponses.ts'],
  ['src/offline/wrong1.ts', 'src/outbox/page/submit.ts'],
  ['src/outbox/shared/wrong1.ts', 'src/outbox/page/submit.ts'],
  ['src/personal/shared/wrong1.ts', 'src/outbox/shared/deliverOutbox.ts'],
  ['src/domain/wrong1.ts', 'src/contract/paths.ts'],
  ['src/features/jobs/wrong1.ts', 'src/features/apply/ApplicationModal.ts'],
  ['src/components/wrong1.ts', 'src/features/jobs/JobRow.ts'],
  ['src/main.tsx', 'src/features/offline/startOfflineSupport.ts'],
  ['server/routes/wrong1.ts', 'src/config/apiBase.ts'],
  ['server/http/wrong1.ts', 'server/routes/content.ts'],
  // Arrows back inside the server.
  ['server/repositories/wrong1.ts', 'server/http/errors.ts'],
  ['server/db/wrong1.ts', 'server/repositories/jobs.ts'],
  ['server/staff/wrong1.ts', 'server/routes/methods.ts'],
  ['server/seed/wrong1.ts', 'server/http/logger.ts'],
  ['server/config.ts', 'server/db/connect.ts'],
  ['server/app.ts', 'server/start.ts'],
  ['server/routes/staff/wrong1.ts', 'server/app.ts'],
  // Nothing of the product imports the tests.
  ['src/app/wrong1.ts', 'tests/unit/texts.ts'],
];

const ALLOWED: Arrow[] = [
  ['src/features/jobs/right1.ts', 'src/api/queries.ts'],
  ['src/features/jobs/right2.ts', 'src/features/jobs/JobRow.ts'],
  ['sw/right1.ts', 'src/outbox/worker/outboxDelivery.ts'],
  ['server/routes/right1.ts', 'server/http/errors.ts'],
  ['server/routes/right2.ts', 'src/contract/paths.ts'],
  ['server/start.ts', 'server/seed/seed.ts'],
  ['server/main.ts', 'server/start.ts'],
  ['server/staff/right1.ts', 'server/repositories/staffUsers.ts'],
  ['server/routes/staff/right1.ts', 'server/staff/sessions.ts'],
  ['tests/unit/right1.test.ts', 'server/seed/seed.ts'],
  ['bench/right1.ts', 'tests/e2e/harness/server.ts'],
];

const NO_ZONE = ['src/lib/helpers.ts', 'src/helpers.ts', 'server/helpers.ts', 'server/jobs/queue.ts', 'lib/tool.ts', 'loose.ts'];

/** The tree: every case's file, every file a case imports (a module exporting `x`), the zone-less files. */
function tree(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [, target] of [...WRONG, ...ALLOWED]) files[target] = 'export const x = 1;\n';
  for (const path of NO_ZONE) files[path] = 'export const one = 1;\n';
  for (const [from, target] of [...WRONG, ...ALLOWED]) files[from] = importing(from, target);
  // A file of a zone importing one of no zone: refused on both counts.
  files['src/lib/imported.ts'] = 'export const one = 1;\n';
  files['src/app/usesLib.ts'] = "import { one } from '../lib/imported';\nexport const y = one;\n";
  return files;
}

describe('import zones', { timeout: 120_000 }, () => {
  let refusals: Refusal[] = [];
  beforeAll(async () => {
    refusals = await cruiseTree(tree());
  });

  it.each(WRONG)('refuses the arrow from %s to %s', (from, target) => {
    expect(refusalsOf(refusals, from)).toEqual([`not-in-allowed: ${target}`]);
  });

  it.each(ALLOWED)('lets the arrow from %s to %s through', (from) => {
    expect(refusalsOf(refusals, from)).toEqual([]);
  });

  it.each(NO_ZONE)('refuses a file of no zone: %s', (path) => {
    expect(refusalsOf(refusals, path)).toEqual([`zone-less-orphan: ${path}`]);
  });

  it('refuses an import of a file of no zone', () => {
    expect(refusalsOf(refusals, 'src/app/usesLib.ts')).toEqual(['not-in-allowed: src/lib/imported.ts']);
  });

  it('says nothing of the files of a zone that import nothing', () => {
    for (const [, target] of ALLOWED) expect(refusalsOf(refusals, target), target).toEqual([]);
  });
});
