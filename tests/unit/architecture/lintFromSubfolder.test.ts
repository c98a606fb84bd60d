// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { projectFolder, projectLinter, ruleErrors } from './lintAs';

/**
 * Editors run the linter from the folder of the file open: the config finds its zones from its
 * own location, so linting from src/ or server/ gives the same answers as from the root.
 */
describe('linting from a subfolder', { timeout: 120_000 }, () => {
  it('lints real files of src and server from their own folders', async () => {
    for (const [folder, file] of [
      ['src', 'app/router.tsx'],
      ['server', 'pages/pageRenderer.ts'],
    ] as const) {
      const results = await projectLinter(projectFolder(folder)).lintFiles([file]);
      expect(results.map((r) => [r.filePath.endsWith(`${folder}/${file}`), r.messages])).toEqual([[true, []]]);
    }
  });

  it('finds the same zones there', async () => {
    const fromSrc = projectLinter(projectFolder('src'));
    const errors = await ruleErrors(
      'architecture/import-zones',
      'components/example.ts',
      "export const pages = import.meta.glob('../features/*/*Page.tsx');\n",
      fromSrc,
    );
    expect(errors).toEqual([expect.stringMatching(/src\/components may not import src\/features/)]);
  });
});
