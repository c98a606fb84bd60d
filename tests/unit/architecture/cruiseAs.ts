import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { projectFolder } from './lintAs';

/** One refusal of dependency-cruiser: the rule, the file and (for an arrow) what it imports. */
export interface Refusal {
  rule: string;
  from: string;
  to: string;
}

interface CruiseReport {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

const CLI = projectFolder('node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = projectFolder('.dependency-cruiser.mjs');

/**
 * Runs the project's dependency-cruiser config (.dependency-cruiser.mjs, the zone table's rules) on
 * a small tree of real files, as `npm run lint` runs it on the project: `files` maps a path from
 * the tree's root to its code. The tree sees the project's node_modules, so packages resolve as
 * they do in the project. One cruise per tree: a test puts its cases side by side in one tree.
 */
export async function cruiseTree(files: Record<string, string>): Promise<Refusal[]> {
  const root = await mkdtemp(join(tmpdir(), 'zones-'));
  try {
    await symlink(projectFolder('node_modules'), join(root, 'node_modules'), 'dir');
    for (const [path, code] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), code);
    }
    const stdout = await new Promise<string>((resolve, reject) =>
      // The CLI exits with the count of errors: its JSON report on stdout is the answer either way.
      execFile(process.execPath, [CLI, '--config', CONFIG, '--output-type', 'json', '.'], { cwd: root }, (error, out, err) =>
        out ? resolve(out) : reject(error ?? new Error(err)),
      ),
    );
    const report = JSON.parse(stdout) as CruiseReport;
    return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The refusals of `from`, as `rule: to` lines (a module's own refusals, `zone-less-orphan`, have `to` = `from`). */
export const refusalsOf = (refusals: Refusal[], from: string): string[] =>
  refusals.filter((r) => r.from === from).map((r) => `${r.rule}: ${r.to}`);
