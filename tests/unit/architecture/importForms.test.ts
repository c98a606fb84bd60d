// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { zoneErrors } from './lintAs';

/**
 * Every way a file can name a module is read by the import-zones rule: each form below fails on a
 * wrong arrow (src/offline may not import src/outbox/page, src/components may not import a
 * feature) and passes on an allowed one; a module name the rule cannot read is refused.
 */
const OFFLINE = 'src/offline/example.ts';
const WRONG = /src\/offline may not import src\/outbox\/page/;

describe('import forms', { timeout: 60_000 }, () => {
  it.each([
    ['import', "import { submitEnquiry } from '../outbox/page/submit';\nexport const s = submitEnquiry;\n"],
    ['import type', "import type { SubmitOutcome } from '../outbox/page/submit';\nexport type O = SubmitOutcome;\n"],
    ['export from', "export { submitEnquiry } from '../outbox/page/submit';\n"],
    ['export * from', "export * from '../outbox/page/submit';\n"],
    ['import = require()', "import submit = require('../outbox/page/submit');\nexport const s = submit;\n"],
    ['import()', "export const s = import('../outbox/page/submit');\n"],
    ['import() of a template', 'export const s = import(`../outbox/page/submit`);\n'],
    ['import() in a type', "export type S = typeof import('../outbox/page/submit');\n"],
    ['import() of a type', "export type O = import('../outbox/page/submit').SubmitOutcome;\n"],
    ['import.meta.glob', "export const s = import.meta.glob('../outbox/page/*.ts');\n"],
    ['import.meta.glob of a list', "export const s = import.meta.glob(['./*.ts', '../outbox/page/*.ts']);\n"],
    ['import.meta.glob of one file', "export const s = import.meta.glob('../outbox/page/submit.ts');\n"],
    ['a path from the root', "import { submitEnquiry } from '/src/outbox/page/submit';\nexport const s = submitEnquiry;\n"],
    ['/// <reference path>', '/// <reference path="../outbox/page/submit.ts" />\nexport const one = 1;\n'],
  ])('reads %s', async (_form, code) => {
    const errors = await zoneErrors(OFFLINE, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(WRONG);
  });

  it.each([
    ['import', "import { FLUSH_LOCK_NAME } from './flush';\nexport const f = FLUSH_LOCK_NAME;\n"],
    ['import = require()', "import entities = require('../domain/entities');\nexport const e = entities;\n"],
    ['import() of a template', 'export const f = import(`./flush`);\n'],
    ['import() of a type', "export type J = import('../domain/entities').JobSummary;\n"],
    ['import.meta.glob', "export const s = import.meta.glob(['./*.ts', '../contract/*.ts', '!../outbox/page/*.ts']);\n"],
    ['a path from the root', "import { apiPaths } from '/src/contract/paths';\nexport const p = apiPaths;\n"],
  ])('lets %s of an allowed module through', async (_form, code) => {
    expect(await zoneErrors(OFFLINE, code)).toEqual([]);
  });

  it.each([
    ['a template with an expression', "const name = 'flush';\nexport const m = import(`./${name}`);\n"],
    ['an expression', "const name = './flush';\nexport const m = import(name);\n"],
    ['a computed glob pattern', "const pattern = './*.ts';\nexport const m = import.meta.glob(pattern);\n"],
    ['a glob pattern with an expression', "const dir = '.';\nexport const m = import.meta.glob(`${dir}/*.ts`);\n"],
  ])('refuses a module name it cannot read: %s', async (_form, code) => {
    const errors = await zoneErrors(OFFLINE, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/computed/i);
  });

  it('checks every zone a glob may reach: the features from src/app, not from a component or another feature', async () => {
    const glob = "export const pages = import.meta.glob(['../features/*/*Page.tsx']);\n";
    expect(await zoneErrors('src/app/example.ts', glob)).toEqual([]);
    expect(await zoneErrors('src/components/example.ts', glob)).toEqual([
      expect.stringMatching(/shared UI pieces know no feature/),
    ]);
    expect(await zoneErrors('src/features/jobs/example.ts', "export const p = import.meta.glob('../*/*Page.tsx');\n")).toEqual([
      expect.stringMatching(/A feature imports no other feature/),
    ]);
  });

  it('refuses a path that leaves the project, and a package named by /// <reference types>', async () => {
    expect(await zoneErrors(OFFLINE, "import x from '../../../elsewhere/x';\nexport const y = x;\n")).toEqual([
      expect.stringMatching(/leaves the project/),
    ]);
    expect(await zoneErrors(OFFLINE, '/// <reference types="react" />\nexport const one = 1;\n')).toEqual([
      expect.stringMatching(/the package react is not allowed in src\/offline/),
    ]);
  });
});
