// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of docs/ARCHITECTURE.md are lint rules. A rule whose resolver stops resolving
 * our relative imports would pass everything in silence, so these cases lint real code as if it
 * stood in a given file and expect the rule to speak (or stay quiet for an allowed arrow).
 */
const eslint = new ESLint(); // the project's eslint.config.js, from the folder the tests run in

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const zoneErrors = (filePath: string, code: string) => ruleErrors('architecture/import-zones', filePath, code);

describe('import zones', { timeout: 60_000 }, () => {
  it.each([
    [
      'sw/example.ts',
      "import { fetchList } from '../src/api/content';\nexport const f = fetchList;\n",
      /the worker shares only pure and offline code/,
    ],
    [
      'src/api/example.ts',
      "import { outboxItems } from '../offline/outbox';\nexport const f = outboxItems;\n",
      /knows nothing of offline storage/,
    ],
    [
      'src/offline/example.ts',
      "import { submitEnquiry } from '../outbox/submit';\nexport const f = submitEnquiry;\n",
      /no page-only code/,
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
      'server/example.ts',
      "import { API_BASE_URL } from '../src/config/apiBase';\nexport const b = API_BASE_URL;\n",
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
      'src/features/jobs/Example.ts',
      "import { useJobs } from '../../api/queries';\nimport { apiPaths } from '../../contract/paths';\nexport const x = [useJobs, apiPaths];\n",
    ],
    ['sw/example.ts', "import { deliverOutbox } from '../src/offline/deliverOutbox';\nexport const f = deliverOutbox;\n"],
    [
      'server/routes/example.ts',
      "import { errorResponse } from '../http/errors';\nimport { apiPaths } from '../../src/contract/paths';\nexport const x = [errorResponse, apiPaths];\n",
    ],
  ])('lets an allowed arrow through from %s', async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([]);
  });
});
