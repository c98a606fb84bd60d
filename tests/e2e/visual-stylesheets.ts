import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import type { Page } from 'playwright-core';

import { REPO_ROOT } from './harness/paths';

/**
 * Mantine's component CSS is imported one stylesheet per component (src/app/firstScreenStyles.ts
 * and the lazily loaded code's own imports), so a component drawn without its import is unstyled
 * and nothing else notices. Mantine gives each part of a component a static class name of the
 * form `m_` and a hash (`m_89d60db1`, Tabs' root); a class in the page that no loaded stylesheet
 * names is a component whose stylesheet is missing.
 */

/**
 * Classes Mantine puts on elements but styles nowhere in its CSS (a part that exists only for
 * classNames/styles overrides), each checked against @mantine/core/styles.css before it is added
 * here. None so far: every class the site's screens carry is styled by some Mantine stylesheet.
 */
const NEVER_STYLED: ReadonlySet<string> = new Set<string>([]);

/** Mantine's class names by component and part ("Tabs.tab"), read from its CSS modules' maps. */
function mantineClassNames(): Map<string, string> {
  const names = new Map<string, string>();
  const root = join(REPO_ROOT, 'node_modules/@mantine/core/esm');
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.module.mjs')) continue;
    const component = basename(entry, '.module.mjs');
    for (const [, part, name] of readFileSync(join(root, entry), 'utf8').matchAll(/"([^"]+)":\s*"(m_[0-9a-f]+)"/g)) {
      if (part && name) names.set(name, `${component}.${part}`);
    }
  }
  return names;
}

let known: Map<string, string> | undefined;

/**
 * The Mantine classes on the page (dialogs in portals included) that no stylesheet the page has
 * loaded mentions, each with its component and part: `m_89d60db1 (Tabs.root)`.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  const missing = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        // @media, @layer, @supports and nested rules hold rules of their own.
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules);
      }
    };
    // Same-origin sheets only (the site loads no other): reading another origin's rules throws, and
    // that should fail the check rather than pass it.
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join('\n');
    // `.m_576c9d4` must not match as the start of `.m_576c9d4a`.
    return [...used].filter((name) => !new RegExp(`\\.${name}(?![0-9a-f])`).test(text)).sort();
  });
  known ??= mantineClassNames();
  const names = known;
  return missing.filter((name) => !NEVER_STYLED.has(name)).map((name) => `${name} (${names.get(name) ?? 'not a Mantine class'})`);
}
