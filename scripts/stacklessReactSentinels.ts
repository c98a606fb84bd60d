import type { Plugin } from 'vite';

/** react-dom's client build for production: the one module this rewrites. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** React's sentinel exceptions, made once at load: `SuspenseException = Error(formatProdErrorMessage(460))`. */
const SENTINEL = /\b(\w+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

/**
 * react-dom's client makes five sentinel exceptions when it loads (SuspenseException and its kin:
 * thrown and caught inside React, compared by identity). With DevTools attached, as Lighthouse
 * and the browser tests are, V8 records a detailed stack for every Error made, which needs the
 * line and column of each frame on the stack: here react-dom's whole module and the whole entry
 * chunk, so V8 parses the 390 KB entry again, about 100 ms of the entry's evaluation on a phone
 * (4x CPU), in the one task that counts most for the blocking time (docs/PERFORMANCE.md, "Blocking
 * time"). This makes them as Errors without a stack: the same single object each, the same
 * message, `instanceof Error` still true. Nothing in React reads their stack.
 */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'srjobs-stackless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const { code: rewritten, count } = rewriteReactSentinels(code);
      if (count === 0) this.warn('react-dom has no sentinel exceptions of the known shape any more: nothing rewritten');
      // The rewritten lines keep their line numbers; only their columns move.
      return { code: rewritten, map: null };
    },
  };
}

/** react-dom's client source with its load-time sentinel exceptions made without a stack, and how many. */
export function rewriteReactSentinels(code: string): { code: string; count: number } {
  let count = 0;
  const rewritten = code.replace(SENTINEL, (_match, name: string, errorCode: string) => {
    count += 1;
    return `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${errorCode}), writable: true, configurable: true } })`;
  });
  return { code: rewritten, count };
}
