// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';

import { cruiseTree, type Refusal, refusalsOf } from './cruiseAs';
import { zoneErrors } from './lintAs';

/**
 * Every way a file can name a module is read: dependency-cruiser (.dependency-cruiser.mjs) reads
 * the forms TypeScript knows, and the one rule of our own (eslint/importZonesRule.js) reads what the
 * cruiser cannot: Vite's import.meta.glob and a computed module name. Each form fails on a wrong
 * arrow (src/offline may not import src/outbox) and passes on an allowed one.
 */
const SUBMIT = 'export const submitEnquiry = 1;\nexport type SubmitOutcome = number;\nexport default submitEnquiry;\n';
const ENTITIES = 'export const x = 1;\nexport type JobSummary = number;\nexport default x;\n';

/** [form, code]: each form in a file of its own under src/offline, importing src/outbox/page/submit. */
const WRONG_FORMS: [string, string][] = [
  ['import', "import { submitEnquiry } from '../outbox/page/submit';\nexport const s = submitEnquiry;\n"],
  ['import type', "import type { SubmitOutcome } from '../outbox/page/submit';\nexport type O = SubmitOutcome;\n"],
  ['export from', "export { submitEnquiry } from '../outbox/page/submit';\n"],
  ['export * from', "export * from '../outbox/page/submit';\n"],
  ['import = require()', "import submit = require('../outbox/page/submit');\nexport const s = submit;\n"],
  ['import()', "export const s = import('../outbox/page/submit');\n"],
  ['import() of a template', 'export const s = import(`../outbox/page/submit`);\n'],
  ['import() in a type', "export type S = typeof import('../outbox/page/submit');\n"],
  ['import() of a type', "export type O = import('../outbox/page/submit').SubmitOutcome;\n"],
  ['/// <reference path>', '/// <reference path="../outbox/page/submit.ts" />\nexport const one = 1;\n'],
  // Vite reads a path from the root; the cruiser does not resolve it, and an unresolved module is refused.
  ['a path from the root', "import { submitEnquiry } from '/src/outbox/page/submit';\nexport const s = submitEnquiry;\n"],
];

const ALLOWED_FORMS: [string, string][] = [
  ['import', "import { x } from '../domain/entities';\nexport const f = x;\n"],
  ['import = require()', "import entities = require('../domain/entities');\nexport const e = entities;\n"],
  ['import() of a template', 'export const f = import(`../domain/entities`);\n'],
  ['import() of a type', "export type J = import('../domain/entities').JobSummary;\n"],
];

const fileOf = (kind: string, index: number) => `src/offline/${kind}${index}.ts`;

describe('import forms read by dependency-cruiser', { timeout: 120_000 }, () => {
  let refusals: Refusal[] = [];
  beforeAll(async () => {
    refusals = await cruiseTree({
      'src/outbox/page/submit.ts': SUBMIT,
      'src/domain/entities.ts': ENTITIES,
      ...Object.fromEntries(WRONG_FORMS.map(([, code], i) => [fileOf('wrong', i), code])),
      ...Object.fromEntries(ALLOWED_FORMS.map(([, code], i) => [fileOf('right', i), code])),
    });
  });

  it.each(WRONG_FORMS.map(([form], i) => [form, i] as const))('reads %s', (_form, i) => {
    const [refusal] = refusalsOf(refusals, fileOf('wrong', i));
    expect(refusal).toMatch(/^not-in-allowed: \/?src\/outbox\/page\/submit(\.ts)?$/);
    expect(refusalsOf(refusals, fileOf('wrong', i))).toHaveLength(1);
  });

  it.each(ALLOWED_FORMS.map(([form], i) => [form, i] as const))('lets %s of an allowed module through', (_form, i) => {
    expect(refusalsOf(refusals, fileOf('right', i))).toEqual([]);
  });
});

describe('import forms read by the rule of our own', { timeout: 60_000 }, () => {
  const OFFLINE = 'src/offline/example.ts';

  it.each([
    ['import.meta.glob', "export const s = import.meta.glob('../outbox/page/*.ts');\n"],
    ['import.meta.glob of a list', "export const s = import.meta.glob(['./*.ts', '../outbox/page/*.ts']);\n"],
    ['import.meta.glob of one file', "export const s = import.meta.glob('../outbox/page/submit.ts');\n"],
  ])('reads %s', async (_form, code) => {
    expect(await zoneErrors(OFFLINE, code)).toEqual([expect.stringMatching(/src\/offline may not import src\/outbox/)]);
  });

  it('lets a glob of allowed folders through, an exclusion aside', async () => {
    const code = "export const s = import.meta.glob(['./*.ts', '../contract/*.ts', '!../outbox/page/*.ts']);\n";
    expect(await zoneErrors(OFFLINE, code)).toEqual([]);
  });

  it.each([
    ['a template with an expression', "const name = 'flush';\nexport const m = import(`./${name}`);\n"],
    ['an expression', "const name = './flush';\nexport const m = import(name);\n"],
    ['a computed glob pattern', "const pattern = './*.ts';\nexport const m = import.meta.glob(pattern);\n"],
    ['a glob pattern with an expression', "const dir = '.';\nexport const m = import.meta.glob(`${dir}/*.ts`);\n"],
  ])('refuses a module name it cannot read: %s', async (_form, code) => {
    expect(await zoneErrors(OFFLINE, code)).toEqual([expect.stringMatching(/computed/i)]);
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

  it('refuses a glob that leaves the project, and a package named by /// <reference types>', async () => {
    expect(await zoneErrors(OFFLINE, "export const s = import.meta.glob('../../../elsewhere/*.ts');\n")).toEqual([
      expect.stringMatching(/leaves the project/),
    ]);
    expect(await zoneErrors(OFFLINE, '/// <reference types="react" />\nexport const one = 1;\n')).toEqual([
      expect.stringMatching(/does not read \/\/\/ <reference types>/),
    ]);
  });
});
