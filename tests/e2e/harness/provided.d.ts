// What tests/e2e/globalSetup.ts hands to the browser tests: `inject('baseURL')` etc. in a test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** Its port. */
    port: number;
    /** Its DATA_DIR: open the database read-only with openDatabase(dataDir). */
    dataDir: string;
    /** The built app it serves (pass to startServer for an extra instance of the same build). */
    distDir: string;
  }
}

export {};
