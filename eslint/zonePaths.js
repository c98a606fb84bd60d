// @ts-check
/**
 * Which zone a path belongs to. Paths are relative to the project's root with `/` separators;
 * a module's extension is dropped, so `server/app`, `server/app.ts` and `server/app.js` are one
 * module. The most specific zone path wins (`server/routes/staff` over `server/routes`).
 */

/** @typedef {import('./zoneTypes.js').Zone} Zone */
/** @typedef {{ zone: Zone, instance: string }} ZoneMatch `instance`: the folder or file it matched. */

/** The extension of a script module, removed before paths are compared. */
const MODULE_EXTENSION = /\.(d\.)?[cm]?[jt]sx?$/;

/** @param {string} path */
export const bare = (path) => path.replace(MODULE_EXTENSION, '');

/** @param {string} path */
const segments = (path) => bare(path).split('/').filter(Boolean);

/**
 * True when the zone path's first segments match `path` (a `*` matches any one folder).
 * @param {string[]} zonePath
 * @param {string[]} path
 */
const startsLike = (zonePath, path) => zonePath.every((part, i) => part === '*' || part === path[i]);

/** @param {Zone} zone */
export const zonePaths = (zone) => zone.paths ?? [zone.name];

/**
 * The zone holding `path`, or undefined when none does.
 * @param {readonly Zone[]} zones
 * @param {string} path
 * @returns {ZoneMatch | undefined}
 */
export function zoneOf(zones, path) {
  const parts = segments(path);
  /** @type {ZoneMatch | undefined} */
  let best;
  let bestLength = 0;
  for (const zone of zones) {
    for (const zonePath of zonePaths(zone)) {
      const zoneParts = segments(zonePath);
      const length = zoneParts.length <= parts.length && startsLike(zoneParts, parts) ? zoneParts.length : 0;
      if (length > bestLength) {
        best = { zone, instance: parts.slice(0, length).join('/') };
        bestLength = length;
      }
    }
  }
  return best;
}

/**
 * Every zone a file under the folder `dir` may belong to: the zone holding the folder and those
 * nested inside it. A zone found only through a `*` has no known instance (`instance` is '').
 * @param {readonly Zone[]} zones
 * @param {string} dir
 * @returns {ZoneMatch[]}
 */
export function zonesUnder(zones, dir) {
  const parts = segments(dir);
  const holder = zoneOf(zones, dir);
  /** @type {ZoneMatch[]} */
  const found = holder ? [holder] : [];
  for (const zone of zones) {
    if (zone === holder?.zone) continue;
    const nested = zonePaths(zone)
      .map(segments)
      .some((zonePath) => zonePath.length > parts.length && startsLike(zonePath.slice(0, parts.length), parts));
    if (nested) found.push({ zone, instance: '' });
  }
  return found;
}

/**
 * The table's own mistakes, found when the config loads: a `may` naming no zone, or one path
 * claimed by two zones.
 * @param {readonly Zone[]} zones
 */
export function checkZoneTable(zones) {
  const names = new Set(zones.map((zone) => zone.name));
  const claimed = new Map();
  for (const zone of zones) {
    if (zone.may.some((name) => !names.has(name))) {
      throw new Error(`Zone ${zone.name} may import ${zone.may.filter((name) => !names.has(name)).join(', ')}: no such zone`);
    }
    for (const path of zonePaths(zone).map(bare)) {
      if (claimed.has(path)) throw new Error(`${path} is claimed by zones ${claimed.get(path)} and ${zone.name}`);
      claimed.set(path, zone.name);
    }
  }
  if (names.size !== zones.length) throw new Error('Two zones share a name');
}
