import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Something a describe block (or a whole file, called at its top) opens once before its tests and
 * closes after them: `open` runs in beforeAll, `close` in afterAll. The returned object stands for
 * what `open` gave from the first hook on (touching it before then throws), so tests keep writing
 * `t.request(...)` as with a variable assigned in beforeAll. Vitest runs afterAll hooks in reverse
 * order of registration, so whatever a block registers before this call is cleaned up after it.
 */
export function openedForThisBlock<T extends object>(
  name: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
  /** For `open` and `close` each, when vitest's default hook timeout is too short (real processes starting). */
  hookTimeoutMs?: number,
): T {
  return openedAround(name, open, close, (start, stop) => {
    beforeAll(start, hookTimeoutMs);
    afterAll(stop, hookTimeoutMs);
  });
}

/** The same, opened afresh for each test of the block (beforeEach) and closed after it (afterEach). */
export function openedForEachTest<T extends object>(
  name: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
): T {
  return openedAround(name, open, close, (start, stop) => {
    beforeEach(start);
    afterEach(stop);
  });
}

function openedAround<T extends object>(
  name: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
  register: (start: () => Promise<void>, stop: () => Promise<void>) => void,
): T {
  let opened: T | undefined;
  register(
    async () => {
      opened = await open();
    },
    async () => {
      const closing = opened;
      opened = undefined;
      if (closing) await close(closing);
    },
  );
  return new Proxy({} as T, {
    get(_target, key) {
      if (!opened) throw new Error(`${name}: it is opened in a before hook, use it in tests and hooks`);
      const value: unknown = Reflect.get(opened, key);
      return typeof value === 'function' ? value.bind(opened) : value;
    },
  });
}

/** Options given as they are, or made by a function called in the before hook (after the hooks registered earlier). */
export type OptionsForThisBlock<O> = O | (() => O | Promise<O>);

export async function resolveOptions<O>(options: OptionsForThisBlock<O>): Promise<O> {
  return typeof options === 'function' ? (options as () => O | Promise<O>)() : options;
}

/**
 * A temporary folder (a build, an uploads folder ...) made now and removed after the block's tests.
 * Call it before the app or server that uses it, so that one is closed first.
 */
export function removedAfterThisBlock<D extends { remove: () => void }>(dir: D): D {
  afterAll(() => {
    dir.remove();
  });
  return dir;
}
