import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Each language's web app manifest (docs/OFFLINE.md, "Installing"): the build writes one per
 * language (src/i18n/appManifests.ts), and every page links its language's, in the server's head
 * and in the worker's shell once the app starts. English keeps the address it always had, so an app
 * installed before keeps its manifest.
 */
export function manifestPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
}
