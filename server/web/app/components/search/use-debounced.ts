import { useCallback, useEffect, useRef, useState } from 'react';

/** `value`, once it has stopped changing for `delay` milliseconds (the search box's suggestions). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A function that runs `action` once calls have stopped for `delay` milliseconds, with `flush`
 * to run it at once (a form submitted with Enter) and `cancel`. Pending calls are dropped when
 * the component goes away.
 */
export function useDebouncedCallback(action: () => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, delay);
  }, [cancel, delay]);
  const flush = useCallback(() => {
    cancel();
    latest.current();
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  return { schedule, flush, cancel };
}
