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
    load: () =>
      (pending ??= load().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
