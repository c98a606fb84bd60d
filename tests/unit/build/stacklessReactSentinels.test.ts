import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

import { rewriteReactSentinels } from '../../../scripts/stacklessReactSentinels';

/**
 * The build makes react-dom's load-time sentinel exceptions without a stack
 * (scripts/stacklessReactSentinels.ts). On the react-dom installed here: every one of them is
 * found (a new React whose shape differs fails this, instead of the entry's evaluation silently
 * growing again), and the rewritten react-dom still suspends and resumes as React does.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
// Not an exported subpath: found beside the package's own package.json.
const clientPath = join(packageDir('react-dom'), 'cjs', 'react-dom-client.production.js');

/** A CommonJS module's exports, from its source, with `requireOf` answering its require() calls. */
function loadCommonJs<T>(source: string, requireOf: (id: string) => unknown): T {
  const module = { exports: {} };
  const run = new Function('require', 'module', 'exports', source) as (r: typeof requireOf, m: typeof module, e: object) => void;
  run(requireOf, module, module.exports);
  return module.exports as T;
}

describe("react-dom's sentinel exceptions, made without a stack", () => {
  const { code, count } = rewriteReactSentinels(readFileSync(clientPath, 'utf8'));

  it('finds all five, and leaves none made with Error()', () => {
    expect(count).toBe(5);
    expect(code).not.toMatch(/Exception = Error\(/);
    for (const name of [
      'HydrationMismatchException',
      'SuspenseException',
      'SuspenseyCommitException',
      'SuspenseActionException',
      'SelectiveHydrationException',
    ])
      expect(code).toContain(`${name} = Object.create(Error.prototype`);
  });

  it('still suspends on a pending promise and shows the content once it settles', async () => {
    // The production builds, as the site runs them, loaded here by hand: each module's `react`
    // and `react-dom` must be the production ones too (the test runner's own React is the development build).
    const react = loadCommonJs<typeof React>(
      readFileSync(join(packageDir('react'), 'cjs', 'react.production.js'), 'utf8'),
      require,
    );
    const reactDom = loadCommonJs(readFileSync(join(packageDir('react-dom'), 'cjs', 'react-dom.production.js'), 'utf8'), (id) =>
      id === 'react' ? react : require(id),
    );
    const client = loadCommonJs<typeof ReactDomClient>(code, (id) =>
      id === 'react' ? react : id === 'react-dom' ? reactDom : require(id),
    );

    let settle: (value: string) => void = () => undefined;
    const text = new Promise<string>((resolve) => (settle = resolve));
    const Content = () => react.createElement('p', null, react.use(text));
    const container = document.createElement('div');
    const root = client.createRoot(container);
    // A production build has no act(): wait for what it draws.
    root.render(
      react.createElement(
        react.Suspense,
        { fallback: react.createElement('p', null, 'Loading...') },
        react.createElement(Content),
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('Loading...'));
    settle('Ready');
    await vi.waitFor(() => expect(container.textContent).toBe('Ready'));
    root.unmount();
  });
});
