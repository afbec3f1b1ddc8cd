import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself after `ms` milliseconds (the submit error after 3 s, the
 * follow-up error after 4 s). Showing a new message restarts the clock.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(undefined);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(undefined), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
