// @ts-check
/**
 * The `architecture/import-zones` rule: the part of the import rules that dependency-cruiser
 * (.dependency-cruiser.mjs) cannot read, so that nothing escapes the zone table (eslint/zones.js)
 * unseen (docs/decisions/0020-import-rules.md):
 * - `import.meta.glob(pattern | pattern[])`, Vite's, which the cruiser does not know: each
 *   pattern's folder before its first wildcard is checked against the zones, every zone a matched
 *   file may belong to (its own folder, `may`, a `*` zone's other folders refused);
 * - a computed module name (`import(name)`, `import(`./${x}`)`, a computed glob pattern), which no
 *   tool can follow: refused;
 * - `/// <reference types>`, a package the cruiser does not see: refused (a package's types come
 *   in through an import or tsconfig's "types").
 * Every other form (import, export-from, import type, require, import() of a literal, a type's
 * import(), `/// <reference path>`) is the cruiser's.
 */
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

import { zoneOf, zonesUnder } from './zonePaths.js';

/** @typedef {import('./zoneTypes.js').Zone} Zone */
/** @typedef {import('./zonePaths.js').ZoneMatch} ZoneMatch */
/** @typedef {import('estree').Node} Node */
/** @typedef {import('@typescript-eslint/types').TSESTree.Node} TSNode */
/** @import { TSESTree } from '@typescript-eslint/types' */
/** @typedef {{ node: Node } | { loc: import('estree').SourceLocation }} At Where a report points. */

const TABLE = 'eslint/zones.js, docs/ARCHITECTURE.md';
const COMPUTED =
  'no tool can follow a computed module name: name the module with a literal, or use import.meta.glob with literal patterns';

/** @param {string} path */
const posix = (path) => path.split(sep).join('/');

/**
 * The folder of a glob pattern before its first wildcard, or null when it has none (then the
 * pattern names one file). `../features/*\/*Page.tsx` → `../features/`.
 * @param {string} pattern
 */
function globFolder(pattern) {
  const wildcard = pattern.search(/[*?{[]/);
  return wildcard < 0 ? null : pattern.slice(0, pattern.lastIndexOf('/', wildcard) + 1);
}

/**
 * A string literal's text, or a template literal's when it has no `${}`; null for anything else.
 * @param {Node | TSNode | null | undefined} node
 */
function staticText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/**
 * @param {{ root: string, zones: readonly Zone[] }} options `root`: the project's root (the folder of
 *   eslint.config.js, never the working directory, so linting from a subfolder sees the same zones).
 * @returns {import('eslint').Rule.RuleModule}
 */
export function importZonesRule({ root, zones }) {
  return {
    meta: {
      type: 'problem',
      docs: {
        description: 'Globs and module names that dependency-cruiser cannot read obey the zones too (docs/ARCHITECTURE.md)',
      },
      schema: [],
    },
    create(context) {
      const filename = context.filename;
      if (!isAbsolute(filename)) return {}; // linted text with no file name: no zone to look up
      // A file in no zone is dependency-cruiser's to refuse (zone-less); nothing to check here.
      const own = zoneOf(zones, posix(relative(root, filename)));

      /** @param {At} at @param {string} written @param {string} reason */
      const refuse = (at, written, reason) =>
        context.report({ ...at, message: `Wrong import arrow "${written}": ${reason} (${TABLE}).` });

      /**
       * Whether this file's zone may import a file of the target zone; the reason when it may not.
       * @param {ZoneMatch} target
       * @returns {string | null}
       */
      const refusal = (target) => {
        if (!own) return null;
        const { zone } = own;
        if (target.zone === zone) {
          if (target.instance === own.instance) return null;
          return zone.apart ?? `${own.instance} may not import the other folders of ${zone.name}`;
        }
        if (zone.may.includes(target.zone.name)) return null;
        return `${zone.name} may not import ${target.zone.name}: ${zone.why}`;
      };

      /** The project-relative folder a glob names, or null when it leaves the project. @param {string} folder */
      const projectPath = (folder) => {
        const base = folder.startsWith('/') ? root : dirname(filename);
        const path = posix(relative(root, resolve(base, folder.replace(/^\/+/, ''))));
        return path.startsWith('..') || isAbsolute(path) ? null : path;
      };

      /**
       * A glob pattern: its folder before the first wildcard, where every zone a matched file may
       * belong to must be allowed. A pattern with no wildcard names one file, as an import does.
       * @param {At} at @param {string} pattern
       */
      const checkGlob = (at, pattern) => {
        if (pattern.startsWith('!')) return; // an exclusion only narrows what the other patterns name
        const folder = globFolder(pattern) ?? pattern;
        if (!folder.startsWith('.') && !folder.startsWith('/'))
          return refuse(at, pattern, 'a glob pattern starts with ./, ../ or /');
        const dir = projectPath(folder);
        if (dir === null) return refuse(at, pattern, 'it leaves the project');
        const targets =
          globFolder(pattern) === null ? [zoneOf(zones, dir)].filter((t) => t !== undefined) : zonesUnder(zones, dir);
        const reasons = targets.length === 0 ? [`${dir || '.'} belongs to no zone`] : targets.map(refusal).filter(Boolean);
        if (reasons.length > 0) refuse(at, pattern, [...new Set(reasons)].join('; '));
      };

      /** import(), require() or a type's import(): refused unless its name is a literal. @param {At} at @param {Node | TSNode | null | undefined} source */
      const checkNamed = (at, source) => {
        if (staticText(source) === null) context.report({ ...at, message: `Computed module name: ${COMPUTED} (${TABLE}).` });
      };

      return {
        ImportExpression: (node) => checkNamed({ node }, node.source),
        /** `import x = require('...')`; `import x = Namespace.y` names no module. @param {Node} node */
        TSImportEqualsDeclaration(node) {
          const { moduleReference } = /** @type {TSESTree.TSImportEqualsDeclaration} */ (/** @type {unknown} */ (node));
          if (moduleReference.type === 'TSExternalModuleReference') checkNamed({ node }, moduleReference.expression);
        },
        CallExpression(node) {
          const callee = node.callee;
          const isGlob =
            callee.type === 'MemberExpression' &&
            callee.object.type === 'MetaProperty' &&
            callee.object.meta.name === 'import' &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'glob';
          if (!isGlob) return;
          const [first] = node.arguments;
          for (const pattern of first?.type === 'ArrayExpression' ? first.elements : [first]) {
            const text = staticText(pattern);
            if (text === null)
              context.report({ node, message: `import.meta.glob with a computed pattern: ${COMPUTED} (${TABLE}).` });
            else checkGlob({ node }, text);
          }
        },
        Program() {
          for (const comment of context.sourceCode.getAllComments()) {
            const types = /^\/\s*<reference\s+types\s*=\s*["']([^"']+)["']/.exec(comment.value);
            if (!types?.[1] || !comment.loc) continue;
            refuse(
              { loc: comment.loc },
              types[1],
              'dependency-cruiser does not read /// <reference types>: import the package, or name it in tsconfig\'s "types"',
            );
          }
        },
      };
    },
  };
}
