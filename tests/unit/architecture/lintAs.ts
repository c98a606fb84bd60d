import { ESLint } from 'eslint';

/**
 * A folder of the project as an absolute path, found from this file rather than from the folder
 * the tests run in (URLs: this project's unit tests have the DOM's types, not Node's).
 */
export const projectFolder = (folder: string) => decodeURIComponent(new URL(`../../../${folder}`, import.meta.url).pathname);

/** The project's eslint.config.js, linting as if run from `cwd` (the root, or a folder under it as editors do). */
export const projectLinter = (cwd = projectFolder('')) => new ESLint({ cwd });

const linter = projectLinter();

/**
 * The messages one rule gives on `code` as if it stood in `filePath` (from the root): real code
 * on a virtual path, so a rule that stops seeing what it should fails these tests, not in silence.
 */
export async function ruleErrors(rule: string, filePath: string, code: string, eslint = linter): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

export const zoneErrors = (filePath: string, code: string) => ruleErrors('architecture/import-zones', filePath, code);
export const globalErrors = (filePath: string, code: string) => ruleErrors('no-restricted-globals', filePath, code);
