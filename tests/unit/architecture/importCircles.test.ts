// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';

import { cruiseTree, type Refusal } from './cruiseAs';

/**
 * No import circle (docs/ARCHITECTURE.md): dependency-cruiser's `no-circular` rule
 * (.dependency-cruiser.mjs) over every arrow, a type-only import and a dynamic import() included,
 * since each still ties the two modules together. One tree holds a circle of each kind, in a zone
 * that may import itself, so only the circle is refused.
 */
describe('import circles', { timeout: 120_000 }, () => {
  let circles: Refusal[] = [];
  beforeAll(async () => {
    const refusals = await cruiseTree({
      'src/domain/valueA.ts': "import { b } from './valueB';\nexport const a = () => b;\n",
      'src/domain/valueB.ts': "import { a } from './valueA';\nexport const b = () => a;\n",
      'src/domain/typeA.ts': "import type { B } from './typeB';\nexport interface A { b?: B }\n",
      'src/domain/typeB.ts': "import type { A } from './typeA';\nexport interface B { a?: A }\n",
      'src/domain/lazyA.ts': "export const load = () => import('./lazyB');\nexport const a = 1;\n",
      'src/domain/lazyB.ts': "import { a } from './lazyA';\nexport const b = a;\n",
      'src/domain/lineA.ts': "import { c } from './lineB';\nexport const a = c;\n",
      'src/domain/lineB.ts': 'export const c = 1;\n',
    });
    circles = refusals.filter((r) => r.rule === 'no-circular');
  });

  it.each([
    ['of value imports', 'valueA', 'valueB'],
    ['of type-only imports', 'typeA', 'typeB'],
    ['through a dynamic import()', 'lazyA', 'lazyB'],
  ])('refuses a circle %s', (_kind, a, b) => {
    // The cruiser reports a circle once, from whichever of its files it reached first.
    const pair = [`src/domain/${a}.ts`, `src/domain/${b}.ts`];
    expect(circles.filter((r) => pair.includes(r.from) && pair.includes(r.to))).toHaveLength(1);
  });

  it('says nothing of arrows in a line', () => {
    expect(circles.filter((r) => r.from.includes('line'))).toEqual([]);
    expect(circles).toHaveLength(3);
  });
});
