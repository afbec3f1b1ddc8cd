import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

type Module = { default: ComponentType };

/**
 * Calls `onNear` once when `node` comes within 600 px of the viewport (at once without
 * IntersectionObserver). A bare observer: react-intersection-observer would add 0.8 KB gzip to
 * the home page's first load, which has no room for it.
 */
function whenNear(node: Element, onNear: () => void) {
  if (!('IntersectionObserver' in window)) return onNear();
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && (observer.disconnect(), onNear()),
    { rootMargin: '600px 0px' },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

interface LazySectionProps {
  /** A `React.lazy` component, declared once at module level. */
  component: ComponentType;
  /** Reserves about the section's height, e.g. 'min-h-[40rem] md:min-h-[28rem]'. */
  className: string;
}

/**
 * A below-the-fold section that renders only once the visitor nears it. Until then (and while
 * its chunk loads) an empty placeholder holds the space, so nothing below it jumps. Such sections
 * are not in the prerendered HTML: their code and copy stay off the first load.
 */
export function LazySection({ component: Section, className }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => whenNear(ref.current!, () => setNear(true)), []);

  const placeholder = <div ref={ref} className={className} />;
  return near ? <Suspense fallback={placeholder}><Section /></Suspense> : placeholder;
}

/**
 * A section that IS in the prerendered HTML but whose code loads, and hydrates, only when the
 * visitor nears it (an "island"). Until then React leaves the server HTML in place: it is
 * readable, and its links work as plain links. On the server the module is loaded up front and
 * handed to React.lazy as an already-settled thenable, so prerendering inlines the section.
 * `className` reserves the height while the code loads after a client-side navigation.
 */
export function hydrateWhenNear(load: () => Promise<Module>, className: string) {
  let ready: Module | undefined;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  if (import.meta.env.SSR) void load().then((module) => (ready = module));

  const Section = lazy(() =>
    ready ? ({ then: (resolve: (m: Module) => void) => resolve(ready!) } as Promise<Module>) : gate.then(load),
  );
  // One element, created once: a dehydrated boundary that received new props would be thrown
  // away and client-rendered instead of hydrated.
  const boundary = (
    <Suspense fallback={<div className={className} />}>
      <Section />
    </Suspense>
  );

  return function Island() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => whenNear(ref.current!, open), []);
    return <div ref={ref}>{boundary}</div>;
  };
}
