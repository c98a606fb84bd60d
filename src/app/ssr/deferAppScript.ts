import { APP_PRELOADS_ATTRIBUTE, APP_SCRIPTS_ATTRIBUTE } from '../../contract/pageRender';
import { BOOT_SCRIPT_ATTRIBUTE } from '../boot/bootContract';
import { escapeHtml } from './pageHead';

/**
 * Vite's tags in the built index.html: the app's module scripts and its imports' preloads. The
 * entry is the last script; any before it are chunks the entry itself imports.
 */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const BOOT_SCRIPT = new RegExp(`<script([^>]*) ${BOOT_SCRIPT_ATTRIBUTE}(?:="")?([^>]*)></script>`);

/**
 * A server-rendered page needs no script to be seen: its app script is started by the boot script
 * after the first paint (src/app/boot/boot.ts), so neither it nor its preloads compete with the
 * page's HTML and CSS on a slow connection. Their URLs move onto the boot script's tag. A shell
 * without these tags is not one this code knows: it throws (the caller then serves the plain shell).
 */
export function deferAppScript(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const boot = BOOT_SCRIPT.exec(html);
  if (scripts.length === 0 || !boot) throw new Error('The app shell has no entry script or no boot script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const bootTag =
    `<script${boot[1] ?? ''}${boot[2] ?? ''} ${APP_SCRIPTS_ATTRIBUTE}="${escapeHtml(scripts.join(' '))}"` +
    ` ${APP_PRELOADS_ATTRIBUTE}="${escapeHtml(preloads.join(' '))}"></script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, () => bootTag);
}
