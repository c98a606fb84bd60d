import { afterAll, beforeAll } from 'vitest';

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
): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!opened) throw new Error(`${name}: it is opened in beforeAll, use it in tests and hooks`);
      const value: unknown = Reflect.get(opened, key);
      return typeof value === 'function' ? value.bind(opened) : value;
    },
  });
}

/** Options given as they are, or made when the block starts (from what earlier hooks prepared). */
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
