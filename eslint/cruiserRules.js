// @ts-check
/**
 * The import-zones table (zones.js, serverZones.js) as dependency-cruiser rules
 * (.dependency-cruiser.mjs). The table stays data; this file only says it in the cruiser's terms:
 *
 * - one `allowed` rule per zone for our own files (its own folder, and the zones of its `may`) and
 *   one for its `packages`. The config sets `allowedSeverity: 'error'`, so an import that no rule
 *   allows is refused: a wrong arrow, a package not on the zone's list, a module in no zone, a path
 *   the cruiser cannot resolve.
 * - `zone-less`: a file in a folder no zone holds is refused, whether it imports something or
 *   stands alone (an orphan).
 * - `no-circular` for every kind of arrow: value, type-only and dynamic import().
 *
 * Paths are the project's, with `/`: `src/domain` holds `src/domain/...`, a file path such as
 * `server/config.ts` holds that file, and a `*` stands for one folder, each folder a zone of its own.
 */
import { zonePaths } from './zonePaths.js';

/** @typedef {import('./zoneTypes.js').Zone} Zone */
/**
 * @typedef {object} CruiserRule The part of dependency-cruiser's rule shape used here.
 * @property {string} [name]
 * @property {'error'} [severity]
 * @property {string} comment
 * @property {Record<string, unknown>} from
 * @property {Record<string, unknown>} to
 */

/** @param {string} text */
const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A zone path as a regular expression over the cruiser's paths. `capture`: a `*` becomes group 1,
 * so a rule's `to` can say "the same folder" as `$1`.
 * @param {string} path
 * @param {boolean} [capture]
 */
function pathPattern(path, capture = false) {
  const star = capture ? '([^/]+)' : '[^/]+';
  const body = path.split('*').map(escape).join(star);
  // A file (it has an extension) is itself; a folder holds what is below it.
  return /\.[cm]?[jt]sx?$/.test(path) ? `^${body}$` : `^${body}/`;
}

/** @param {string[]} patterns */
const anyOf = (patterns) => (patterns.length === 1 ? patterns[0] : `(?:${patterns.join('|')})`);

/** True when the zone path `inner` lies inside the folder `outer` (a `*` matching any one folder). */
function inside(/** @type {string} */ inner, /** @type {string} */ outer) {
  const a = outer.split('/');
  const b = inner.split('/');
  return b.length > a.length && a.every((part, i) => part === '*' || part === b[i]);
}

/**
 * The package list of a zone as a `to` condition. `*`: any package; `node:*`: Node's own modules;
 * `name` or `@scope/*` or `prefix-*`: that package under node_modules (with its subpaths: `zod`
 * covers `zod/mini`); anything else (`virtual:catalog-files`) a module the build makes, which the
 * cruiser leaves unresolved under its own name.
 * @param {string[]} packages
 * @returns {Record<string, unknown>[]}
 */
function packageTargets(packages) {
  if (packages.includes('*')) return [{ dependencyTypesNot: ['local'] }];
  /** @type {Record<string, unknown>[]} */
  const targets = [];
  if (packages.includes('node:*')) targets.push({ dependencyTypes: ['core'] });
  const named = packages.filter((name) => name !== 'node:*' && !name.includes(':'));
  if (named.length > 0) {
    const names = named.map((name) => escape(name).replace(/\\?\*$/, '[^/]+'));
    targets.push({ dependencyTypesNot: ['local'], path: `^node_modules/(?:@types/)?${anyOf(names)}(?:/|$)` });
  }
  const virtual = packages.filter((name) => name.includes(':') && name !== 'node:*');
  if (virtual.length > 0) targets.push({ couldNotResolve: true, path: `^${anyOf(virtual.map(escape))}$` });
  return targets;
}

/**
 * dependency-cruiser's rules for a zone table.
 * @param {readonly Zone[]} zones
 * @returns {{ allowed: CruiserRule[], forbidden: CruiserRule[] }}
 */
export function cruiserRules(zones) {
  const byName = new Map(zones.map((zone) => [zone.name, zone]));
  const allPaths = zones.flatMap(zonePaths);
  /** The paths of other zones nested inside `paths`, which those zones hold instead. @param {string[]} paths */
  const nestedIn = (paths) => allPaths.filter((other) => paths.some((path) => inside(other, path)));

  /** @type {CruiserRule[]} */
  const allowed = zones.flatMap((zone) => {
    const own = zonePaths(zone);
    const starred = own.some((path) => path.includes('*'));
    const nested = nestedIn(own);
    /** @type {Record<string, unknown>} */
    const from = { path: anyOf(own.map((path) => pathPattern(path, starred))) };
    if (nested.length > 0) from.pathNot = anyOf(nested.map((path) => pathPattern(path)));

    // Its own files (for a `*` zone: its own folder, `$1`) and those of the zones it may import.
    const mayPaths = zone.may.flatMap((name) => zonePaths(/** @type {Zone} */ (byName.get(name))));
    const ownTargets = own.map((path) => (starred ? pathPattern(path).replace('[^/]+', '$1') : pathPattern(path)));
    const ours = [...ownTargets, ...mayPaths.map((path) => pathPattern(path))];
    const reachable = [...own, ...mayPaths];
    const notOurs = nestedIn(reachable).filter((path) => !reachable.includes(path));
    /** @type {Record<string, unknown>} */
    const to = { dependencyTypes: ['local'], path: anyOf(ours) };
    if (notOurs.length > 0) to.pathNot = anyOf(notOurs.map((path) => pathPattern(path)));

    const comment = `${zone.name}: ${zone.why}`;
    return [{ comment, from, to }, ...packageTargets(zone.packages).map((target) => ({ comment, from, to: target }))];
  });

  const zoned = anyOf(allPaths.map((path) => pathPattern(path)));
  /** @type {CruiserRule[]} */
  const forbidden = [
    {
      name: 'zone-less',
      severity: 'error',
      comment:
        'Every file belongs to a zone: add a row to the zone table (eslint/zones.js) or move the file into a folder that has one.',
      from: { pathNot: zoned },
      to: {},
    },
    {
      name: 'zone-less-orphan',
      severity: 'error',
      comment: 'A file that imports nothing and that nothing imports still belongs to a zone (eslint/zones.js).',
      from: { orphan: true, pathNot: zoned },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circle, type-only and dynamic import() included: an arrow back makes two modules one, loaded and changed together.',
      from: {},
      to: { circular: true },
    },
  ];
  return { allowed, forbidden };
}
