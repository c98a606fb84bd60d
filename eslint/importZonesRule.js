// @ts-check
/**
 * The `architecture/import-zones` rule: every file belongs to a zone of the table (zones.js), and
 * every module it names is checked against its zone's arrows and packages. It refuses by default:
 * a file no zone holds, a module in no zone, a package not on the zone's list, and a module name
 * the rule cannot read (a computed import()) are all errors.
 *
 * Read forms: import and export-from (types too: a type arrow is an arrow), `import x = require()`,
 * `import('literal')` and `import(`template`)` as a value or as a type, `import.meta.glob(pattern
 * | pattern[])` (each pattern's folder before its first wildcard), and `/// <reference path|types>`.
 * A relative path is resolved against the file, a `/path` against the project's root (Vite's
 * meaning); anything else is a package. A rule of our own rather than eslint-plugin-import-x: that
 * plugin needs a native resolver whose other platforms' builds the registry here lacks.
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
  'the rule cannot read a computed module name: name the module with a literal, or use import.meta.glob with literal patterns';

/** @param {string} path */
const posix = (path) => path.split(sep).join('/');

/** The package a specifier names: `@scope/name`, `name` or `node:name`, without a subpath. @param {string} specifier */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @param {string} pattern @param {string} name */
const packageMatches = (pattern, name) =>
  pattern === '*' || (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name);

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
      docs: { description: 'Every file belongs to a zone, and imports only what its zone allows (docs/ARCHITECTURE.md)' },
      schema: [],
    },
    create(context) {
      const filename = context.filename;
      if (!isAbsolute(filename)) return {}; // linted text with no file name: no zone to look up
      const file = posix(relative(root, filename));
      const own = zoneOf(zones, file);
      if (!own) {
        return {
          Program(node) {
            context.report({
              node,
              message: `${file} belongs to no zone: add it to the zone table (${TABLE}) or move it into a folder that has one.`,
            });
          },
        };
      }
      const { zone } = own;

      /**
       * Whether the zone may import a file of the target zone; the reason when it may not.
       * @param {ZoneMatch} target
       * @returns {string | null}
       */
      const refusal = (target) => {
        if (target.zone === zone) {
          if (target.instance === own.instance) return null;
          return zone.apart ?? `${own.instance} may not import the other folders of ${zone.name}`;
        }
        if (zone.may.includes(target.zone.name)) return null;
        return `${zone.name} may not import ${target.zone.name}: ${zone.why}`;
      };

      /** @param {At} at @param {string} written @param {string} reason */
      const refuse = (at, written, reason) =>
        context.report({ ...at, message: `Wrong import arrow "${written}": ${reason} (${TABLE}).` });

      /**
       * The project-relative path a relative or root-relative specifier names, or null when it leaves the project.
       * @param {string} specifier
       */
      const projectPath = (specifier) => {
        const base = specifier.startsWith('/') ? root : dirname(filename);
        const path = posix(relative(root, resolve(base, specifier.replace(/^\/+/, ''))));
        return path.startsWith('..') || isAbsolute(path) ? null : path;
      };

      /** @param {At} at @param {string} written @param {string} specifier a package's name and subpath */
      const checkPackage = (at, written, specifier) => {
        const name = packageOf(specifier);
        if (zone.packages.some((pattern) => packageMatches(pattern, name))) return;
        const allowed = zone.packages.length > 0 ? zone.packages.join(', ') : 'none';
        refuse(at, written, `the package ${name} is not allowed in ${zone.name} (allowed: ${allowed}); ${zone.why}`);
      };

      /** A module name as written: a path of ours or a package. @param {At} at @param {string} written */
      const checkSpecifier = (at, written) => {
        const specifier = written.replace(/(?!^)[?#].*$/, ''); // Vite's `?url`, `?raw`: the file is the same
        if (!specifier.startsWith('.') && !specifier.startsWith('/')) return checkPackage(at, written, specifier);
        const path = projectPath(specifier);
        if (path === null) return refuse(at, written, 'it leaves the project');
        const target = zoneOf(zones, path);
        const reason = target ? refusal(target) : `${path} belongs to no zone`;
        if (reason) refuse(at, written, reason);
      };

      /**
       * A glob pattern: the one file it names, or its folder before the first wildcard, where every
       * zone a matched file may belong to must be allowed.
       * @param {At} at @param {string} pattern
       */
      const checkGlob = (at, pattern) => {
        if (pattern.startsWith('!')) return; // an exclusion only narrows what the other patterns name
        const folder = globFolder(pattern);
        if (folder === null) return checkSpecifier(at, pattern);
        if (!folder.startsWith('.') && !folder.startsWith('/'))
          return refuse(at, pattern, 'a glob pattern starts with ./, ../ or /');
        const dir = projectPath(folder);
        if (dir === null) return refuse(at, pattern, 'it leaves the project');
        const targets = zonesUnder(zones, dir);
        const reasons = targets.length === 0 ? [`${dir || '.'} belongs to no zone`] : targets.map(refusal).filter(Boolean);
        if (reasons.length > 0) refuse(at, pattern, [...new Set(reasons)].join('; '));
      };

      /**
       * import() or require(): a literal or a template without `${}`; anything computed is refused.
       * @param {At} at @param {Node | TSNode | null | undefined} source
       */
      const checkNamed = (at, source) => {
        const text = staticText(source);
        if (text === null) context.report({ ...at, message: `Computed module name: ${COMPUTED} (${TABLE}).` });
        else checkSpecifier(at, text);
      };

      return {
        ImportDeclaration: (node) => checkSpecifier({ node }, String(node.source.value)),
        ExportNamedDeclaration: (node) => node.source && checkSpecifier({ node }, String(node.source.value)),
        ExportAllDeclaration: (node) => checkSpecifier({ node }, String(node.source.value)),
        ImportExpression: (node) => checkNamed({ node }, node.source),
        /** `import x = require('...')`; `import x = Namespace.y` names no module. @param {Node} node */
        TSImportEqualsDeclaration(node) {
          const { moduleReference } = /** @type {TSESTree.TSImportEqualsDeclaration} */ (/** @type {unknown} */ (node));
          if (moduleReference.type === 'TSExternalModuleReference') checkNamed({ node }, moduleReference.expression);
        },
        /** `import('...')` in a type. @param {Node} node */
        TSImportType(node) {
          checkNamed({ node }, /** @type {TSESTree.TSImportType} */ (/** @type {unknown} */ (node)).source);
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
            const reference = /^\/\s*<reference\s+(path|types)\s*=\s*["']([^"']+)["']/.exec(comment.value);
            if (!reference?.[1] || !reference[2] || !comment.loc) continue;
            const [, kind, name] = reference;
            checkSpecifier({ loc: comment.loc }, kind === 'path' && !/^[./]/.test(name) ? `./${name}` : name);
          }
        },
      };
    },
  };
}
