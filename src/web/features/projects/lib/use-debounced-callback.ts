import { useEffect, useRef } from "react";

/**
 * Calls `fn` once calls have paused for `delay` ms: search asks the server once
 * per pause in typing, not once per key. A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay = 300) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => () => clearTimeout(timer.current), []);
  const debounced = (...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delay);
  };
  /** Drops the pending call: for an action that supersedes it. */
  debounced.cancel = () => clearTimeout(timer.current);
  return debounced;
}
