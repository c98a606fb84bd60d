import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Seconds left of a countdown from `from` to 0, one step a second, calling `onZero` when it ends.
 * It runs while `runKey` is not null and starts again from `from` whenever `runKey` changes
 * (docs/PRODUCT.md §4: the result dialog's countdown is reset at each result).
 */
export function useCountdown(from: number, runKey: number | null, onZero: () => void): number {
  const [tick, setTick] = useState<{ key: number | null; left: number }>({ key: null, left: from });
  const finished = useEffectEvent(onZero);

  useEffect(() => {
    if (runKey === null) return;
    let left = from;
    const timer = setInterval(() => {
      left -= 1;
      setTick({ key: runKey, left });
      if (left <= 0) {
        clearInterval(timer);
        finished();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [from, runKey]);

  // A new run shows `from` at once, before its first tick.
  return tick.key === runKey ? tick.left : from;
}
