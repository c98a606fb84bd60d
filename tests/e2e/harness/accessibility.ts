import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** One failed axe rule and the elements that fail it: plain data, safe to print or compare. */
export interface AccessibilityViolation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; failureSummary: string }[];
}

export interface AccessibilityOptions {
  /** CSS selectors of parts of the page to leave out (e.g. a third-party embed). */
  exclude?: string[];
  /** axe run options, e.g. `{ runOnly: ['wcag2a', 'wcag2aa'] }`; default: every rule axe ships. */
  runOptions?: RunOptions;
}

let axeSource: string | undefined;

/** axe-core's browser bundle, read once per test file from the installed package. */
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Runs axe-core on the page as it is now and returns the violations ([] when none).
 * Wait for the content you mean to check first (e.g. `await page.getByText(title).waitFor()`).
 * Use with formatViolations for a readable failure:
 *   const violations = await checkAccessibility(page);
 *   expect(violations, formatViolations(violations)).toEqual([]);
 */
export async function checkAccessibility(
  page: Page,
  { exclude = [], runOptions = {} }: AccessibilityOptions = {},
): Promise<AccessibilityViolation[]> {
  // A navigation drops the injected script, so inject whenever it is missing. Evaluated through
  // the DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
  // (script-src 'self') blocks inline scripts, and must stay on for the page under test.
  await settleTransitions(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeScript());

  return page.evaluate(
    async ({ exclude, runOptions }) => {
      const { axe } = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } };
      const context = exclude.length > 0 ? { include: [document.documentElement], exclude } : document;
      const results = await axe.run(context, { ...runOptions, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          html: n.html,
          failureSummary: n.failureSummary ?? '',
        })),
      }));
    },
    { exclude, runOptions },
  );
}

/** A multi-line report of violations for assertion messages ("no accessibility violations" when empty). */
export function formatViolations(violations: readonly AccessibilityViolation[]): string {
  if (violations.length === 0) return 'no accessibility violations';
  const lines = [`${violations.length} accessibility violation(s):`];
  for (const v of violations) {
    lines.push(`- ${v.rule} (${v.impact ?? 'unknown impact'}): ${v.help} [${v.helpUrl}]`);
    for (const n of v.nodes) {
      lines.push(`    at ${n.target}: ${n.html.length > 160 ? `${n.html.slice(0, 160)}...` : n.html}`);
      for (const line of n.failureSummary.split('\n').filter(Boolean)) lines.push(`      ${line.trim()}`);
    }
  }
  return lines.join('\n');
}

/**
 * Waits until the page's finite CSS transitions and animations have run (a dialog or drawer fading
 * in): axe measures colours as painted, so a half-faded button reads as too pale. Two animation
 * frames first, because Mantine starts a transition a frame after mounting; at most 5 s.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const finished = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}
