// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { zoneErrors } from './lintAs';

/**
 * The import zones of docs/ARCHITECTURE.md are a lint rule (eslint/importZonesRule.js over the
 * table of eslint/zones.js). These cases lint real code as if it stood in a given file and expect
 * the rule to speak on a wrong arrow or a file of no zone, and to stay quiet on an allowed arrow.
 */
describe('import zones', { timeout: 60_000 }, () => {
  it.each([
    [
      'sw/example.ts',
      "import { fetchList } from '../src/api/content';\nexport const f = fetchList;\n",
      /the worker shares only pure and offline code/,
    ],
    [
      'src/api/example.ts',
      "import { readSavedResponse } from '../offline/savedResponses';\nexport const f = readSavedResponse;\n",
      /knows nothing of offline storage/,
    ],
    [
      'src/offline/example.ts',
      "import { submitEnquiry } from '../outbox/page/submit';\nexport const f = submitEnquiry;\n",
      /no page-only code/,
    ],
    [
      'src/outbox/shared/example.ts',
      "import { submitEnquiry } from '../page/submit';\nexport const f = submitEnquiry;\n",
      /no page-only code/,
    ],
    [
      'src/personal/shared/example.ts',
      "import { deliverOutbox } from '../../outbox/shared/deliverOutbox';\nexport const f = deliverOutbox;\n",
      /stored by the page and by the worker's deliveries/,
    ],
    [
      'src/domain/example.ts',
      "import { apiPaths } from '../contract/paths';\nexport const p = apiPaths;\n",
      /imports nothing of ours/,
    ],
    [
      'src/features/jobs/Example.ts',
      "import { ApplicationModal } from '../apply/ApplicationModal';\nexport const m = ApplicationModal;\n",
      /A feature imports no other feature/,
    ],
    [
      'src/components/Example.ts',
      "import { JobRow } from '../features/jobs/JobRow';\nexport const r = JobRow;\n",
      /shared UI pieces know no feature/,
    ],
    [
      'src/main.tsx',
      "import { startOfflineSupport } from './features/offline/startOfflineSupport';\nstartOfflineSupport();\n",
      /the entry only starts the app/,
    ],
    [
      'server/routes/example.ts',
      "import { API_BASE_URL } from '../../src/config/apiBase';\nexport const b = API_BASE_URL;\n",
      /only the pure domain and contract/,
    ],
    [
      'server/http/example.ts',
      "import { contentRoutes } from '../routes/content';\nexport const r = contentRoutes;\n",
      /inside the server/,
    ],
  ])('refuses a wrong arrow from %s', async (filePath, code, message) => {
    const errors = await zoneErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'server/repositories/example.ts',
      "import { errorResponse } from '../http/errors';\nexport const e = errorResponse;\n",
      'server/http',
    ],
    [
      'server/db/example.ts',
      "import { jobFromRow } from '../repositories/jobs';\nexport const j = jobFromRow;\n",
      'server/repositories',
    ],
    [
      'server/staff/example.ts',
      "import { unmatchedRoutes } from '../routes/methods';\nexport const u = unmatchedRoutes;\n",
      'server/routes',
    ],
    [
      'server/seed/example.ts',
      "import { consoleLogger } from '../http/logger';\nexport const l = consoleLogger;\n",
      'server/http',
    ],
    ['server/config.ts', "import { openDb } from './db/connect';\nexport const o = openDb;\n", 'server/db'],
    ['server/app.ts', "import { startServer } from './start';\nexport const s = startServer;\n", 'server/start.ts'],
    ['server/routes/staff/example.ts', "import { createApp } from '../../app';\nexport const a = createApp;\n", 'server/app.ts'],
  ])('refuses an arrow pointing back inside the server, from %s', async (filePath, code, target) => {
    const errors = await zoneErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/inside the server/);
    expect(errors[0]).toContain(`may not import ${target}`);
  });

  it.each([
    [
      'src/features/jobs/Example.ts',
      "import { useJobs } from '../../api/queries';\nimport { apiPaths } from '../../contract/paths';\nexport const x = [useJobs, apiPaths];\n",
    ],
    [
      'sw/example.ts',
      "import { startWorkerDelivery } from '../src/outbox/worker/outboxDelivery';\nexport const f = startWorkerDelivery;\n",
    ],
    [
      'server/routes/example.ts',
      "import { errorResponse } from '../http/errors';\nimport { apiPaths } from '../../src/contract/paths';\nexport const x = [errorResponse, apiPaths];\n",
    ],
    [
      'server/start.ts',
      "import { createApp } from './app';\nimport { seedIfEmpty } from './seed/seed';\nexport const x = [createApp, seedIfEmpty];\n",
    ],
    ['server/main.ts', "import { startServer } from './start';\nexport const s = startServer;\n"],
    [
      'server/staff/example.ts',
      "import { findStaffUserByEmail } from '../repositories/staffUsers';\nexport const f = findStaffUserByEmail;\n",
    ],
    ['server/routes/staff/example.ts', "import { tokenHash } from '../../staff/sessions';\nexport const t = tokenHash;\n"],
    ['tests/unit/example.test.ts', "import { demoSeedData } from '../../server/seed/seed';\nexport const d = demoSeedData;\n"],
    ['bench/example.ts', "import { startServer } from '../tests/e2e/harness/server';\nexport const s = startServer;\n"],
  ])('lets an allowed arrow through from %s', async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([]);
  });
});

describe('a file of no zone', { timeout: 60_000 }, () => {
  it.each(['src/lib/helpers.ts', 'src/helpers.ts', 'server/helpers.ts', 'server/jobs/queue.ts', 'lib/tool.ts', 'loose.ts'])(
    'is refused: %s',
    async (filePath) => {
      const errors = await zoneErrors(filePath, 'export const one = 1;\n');
      expect(errors).toEqual([
        `${filePath} belongs to no zone: add it to the zone table (eslint/zones.js, docs/ARCHITECTURE.md) or move it into a folder that has one.`,
      ]);
    },
  );

  it('cannot be imported either', async () => {
    const errors = await zoneErrors('src/app/Example.ts', "import { one } from '../lib/helpers';\nexport const x = one;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"\.\.\/lib\/helpers": src\/lib\/helpers belongs to no zone/);
  });

  it.each([
    'src/domain/example.ts',
    'src/features/newArea/Example.tsx',
    'server/routes/example.ts',
    'sw/example.ts',
    'tests/unit/example.test.ts',
    'tests/server/example.test.ts',
    'bench/example.ts',
    'scripts/example.ts',
    'eslint/example.js',
    'vite.config.ts',
  ])('is not said of a file in a zone: %s', async (filePath) => {
    expect(await zoneErrors(filePath, 'export const one = 1;\n')).toEqual([]);
  });
});
