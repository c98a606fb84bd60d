// What tests/e2e/globalSetup.ts hands to the browser tests through `inject(...)`. A test file gets
// its own server with siteForThisFile() (site.ts), not from here.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app this run serves (the same for every file: one build per run). */
    distDir: string;
    /** A data folder migrated and seeded once per run: each file's server starts on a copy of it. */
    seededDataDir: string;
    /**
     * A server of the build shared by all files, for the bundle tests (bundleBudget), which only
     * read its pages; anything that writes or reads the database uses siteForThisFile().
     */
    baseURL: string;
  }
}

export {};
