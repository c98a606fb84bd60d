// The browser-test harness: see README.md beside this file.
export { launchBrowser, launchPersistent, withPage } from './browser';
export { waitForHydrated } from './hydration';
export { CHROMIUM_ARGS, assertChromiumInstalled, chromiumPath } from './chromium';
export { startServer, type ServerInstance, type ServerOptions } from './server';
export { startExtraServer } from './extraServer';
export { openDatabase, databaseFile } from './database';
export { checkAccessibility, formatViolations, type AccessibilityViolation, type AccessibilityOptions } from './accessibility';
export { freePort } from './freePort';
export { fetchJobs, fetchCompanies, fetchArticles, fetchContent, type SiteContent } from './api';
