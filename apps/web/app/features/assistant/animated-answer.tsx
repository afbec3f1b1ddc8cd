import { useEffect, useState } from 'react';

/** Pause between words: quick enough to read along, slow enough to look typed. */
const WORD_MS = 28;

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An answer revealed word by word (at once under reduced motion). While it animates, the
 * growing text is hidden from assistive technology; the conversation announces the whole answer
 * once instead (see AssistantChat), so a screen reader does not read it word by word.
 */
export function AnimatedAnswer({ text, animate }: { text: string; animate: boolean }) {
  const words = text.split(/(\s+)/);
  const [shown, setShown] = useState(() => (animate && !prefersReducedMotion() ? 0 : words.length));
  const done = shown >= words.length;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setShown((count) => count + 2), WORD_MS);
    return () => clearInterval(timer);
  }, [done]);

  return (
    <p
      className="whitespace-pre-line text-ink"
      aria-hidden={done ? undefined : true}
      data-animating={done ? undefined : 'true'}
    >
      {done ? text : words.slice(0, shown).join('')}
    </p>
  );
}
