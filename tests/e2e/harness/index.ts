// The browser-test harness: see README.md beside this file.
export { type AccessibilityOptions, type AccessibilityViolation, checkAccessibility, formatViolations } from './accessibility';
export { fetchArticles, fetchCompanies, fetchContent, fetchJobs, type SiteContent } from './api';
export { browserForThisFile, launchBrowser, launchPersistent, withPage } from './browser';
export { assertChromiumInstalled, CHROMIUM_ARGS, chromiumPath } from './chromium';
export { databaseFile, openDatabase } from './database';
export { startExtraServer } from './extraServer';
export { freePort } from './freePort';
export { waitForHydrated } from './hydration';
export { layoutShift, watchLayoutShifts } from './layoutShift';
export { escapeRegExp } from './regExp';
export { dataDirSeededOn } from './seededDataDir';
export { type ServerInstance, type ServerOptions, startServer } from './server';
export { siteForThisFile } from './site';
