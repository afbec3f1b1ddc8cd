import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself after `ms` milliseconds (the submit error after 3 s, the
 * follow-up error after 4 s, as the specification says). Showing a new message restarts the
 * clock. So that nobody has to read against the clock (WCAG 2.2.1), the same text stays as
 * `lasting` once the timed alert has gone, until the reporter acts again (`acknowledge`: they
 * type, choose or send).
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string>();
  const [lasting, setLasting] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(undefined);
    setLasting(undefined);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      setLasting(text);
      timer.current = setTimeout(() => setMessage(undefined), ms);
    },
    [ms],
  );
  const acknowledge = useCallback(() => setLasting(undefined), []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, lasting: message ? undefined : lasting, show, clear, acknowledge };
}
