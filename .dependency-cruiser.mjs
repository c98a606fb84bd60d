// @ts-check
/**
 * The import rules of docs/ARCHITECTURE.md, run by `npm run lint` (`depcruise`): the zone table
 * (eslint/zones.js, eslint/serverZones.js) turned into dependency-cruiser rules
 * (eslint/cruiserRules.js). It refuses by default: an import no zone allows is an error
 * (docs/decisions/0020-import-rules.md).
 */
import { cruiserRules } from './eslint/cruiserRules.js';
import { ZONES } from './eslint/zones.js';

const { allowed, forbidden } = cruiserRules(ZONES);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  allowed,
  allowedSeverity: 'error',
  forbidden,
  options: {
    // What the build and the tests never read as code, and what is not ours.
    exclude: { path: '^(?:dist|dist-server|data|coverage|\\.e2e-tmp)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are arrows too: a circle through types still ties two modules together.
    tsPreCompilationDeps: true,
    // A package's path under node_modules, not the folder it links to (node_modules may be a link).
    preserveSymlinks: true,
    // Packages resolve through their "exports" (hono/cookie, minisearch/SearchableMap), as Vite and Node do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
