/** Code fetched on first use (a chunk of its own), kept once it is here. */
export interface LoadOnce<T> {
  /** What arrived, or undefined while it has not (yet). */
  loaded(): T | undefined;
  /** Fetches it, once: later calls share the fetch under way or its result. */
  load(): Promise<T>;
}

/**
 * `load`, called at most once while it succeeds. A failed fetch (offline, say) is not remembered:
 * the next `load()` tries again, instead of failing for good as React.lazy would.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () => {
      if (pending) return pending;
      const fetching: Promise<T> = load().then(
        (arrived) => {
          value = arrived;
          // Marked as React reads a settled promise: `use()` of it then returns at once instead of
          // suspending a render once more (a deferred part whose code is already here).
          Object.assign(fetching, { status: 'fulfilled', value: arrived });
          return arrived;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = fetching;
      return fetching;
    },
  };
}
