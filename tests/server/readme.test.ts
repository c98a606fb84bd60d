import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

/** The README is the front door: what it says about running the project must stay true. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${ROOT}README.md`, 'utf8');
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const docs = readdirSync(`${ROOT}docs`)
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(`${ROOT}docs/${name}`, 'utf8'));

describe('README', () => {
  test('states the Node versions package.json engines allows', () => {
    const [, line20, line22] = /^>=(20\.\d+) <21 \|\| >=(22\.\d+)$/.exec(pkg.engines.node) ?? [];
    expect(line20, `engines.node is ${pkg.engines.node}`).toBeDefined();
    expect(readme.replace(/\s+/g, ' ')).toContain(`Requires Node.js ${line20} or newer on the 20 line, or ${line22} or newer`);
  });

  test('every `npm run X` the README and docs name is a script of package.json', () => {
    const named = new Set(
      [readme, ...docs].flatMap((text) => [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? '')),
    );
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((name) => !(name in pkg.scripts))).toEqual([]);
  });
});
