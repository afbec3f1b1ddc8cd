import {
  lazy,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { readFields, replaceKeepingFields } from './carry-fields';

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

/**
 * When an island's code should load: calls `go` once it should (with, optionally, what to do to
 * the live section once it is there) and returns a clean-up. `prerendered` says whether the
 * island shows the server's HTML or only an empty placeholder.
 */
export type Trigger = (
  node: HTMLElement,
  go: (after?: (live: Element) => void, failed?: () => void) => void,
  prerendered: boolean,
) => (() => void) | void;

/**
 * A section that IS in the prerendered HTML but whose code loads only when the visitor nears it
 * (an "island"), for sections below the fold that the first load has no room for.
 * - Prerender: React.lazy outside any Suspense boundary, so the HTML waits for the section and
 *   inlines it (inside a boundary, React 19 would move it to the end of the body).
 * - Hydration: the server's HTML is adopted as it is (innerHTML), so it stays readable and its
 *   links work as plain links; near the viewport the module loads and React renders the live
 *   section over it, with identical markup.
 * - Client-side navigation: a placeholder (`className` reserves the height) until it is near.
 */
export function hydrateWhenNear<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
) {
  return island(load, className, (node, go) => whenNear(node, () => go()));
}

const atOnce: Trigger = (_node, go) => go();

/** Whether two props objects differ in any value (compared one level deep). */
function propsDiffer(before: object, now: object): boolean {
  const [a, b] = [before as Record<string, unknown>, now as Record<string, unknown>];
  const keys = Object.keys(b);
  return keys.length !== Object.keys(a).length || keys.some((key) => a[key] !== b[key]);
}

/**
 * An island whose code loads when `trigger` says so (see `hydrateWhenNear`).
 *
 * The kept HTML belongs to the props of the first render. Should they change before the code is
 * here (a client-side move to another page of the same route: another course, another language),
 * that HTML is the wrong page's: the island shows its placeholder and loads its code at once.
 */
export function island<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
  trigger: Trigger,
) {
  const Prerendered = import.meta.env.SSR ? lazy(load) : undefined;
  let loaded: ComponentType<P> | undefined;

  return function Island(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    const [Section, setSection] = useState(() => loaded);
    const [html] = useState(() =>
      import.meta.env.SSR || loaded
        ? undefined
        : document.querySelector(`[data-island="${id}"]`)?.innerHTML,
    );
    const live = useRef<HTMLDivElement>(null);
    const [firstProps] = useState(props);
    const stale = html !== undefined && !Section && propsDiffer(firstProps, props);
    useEffect(() => {
      if (Section) return;
      let loading = false;
      let then: ((live: Element) => void) | undefined;
      let failed: (() => void) | undefined;
      return (stale ? atOnce : trigger)(
        ref.current!,
        (after, onFailure) => {
          then = after ?? then;
          failed = onFailure ?? failed;
          if (loading) return;
          loading = true;
          void load().then(
            (module) => {
              const from = ref.current;
              const show = () => setSection(() => (loaded = module.default));
              // Whatever the visitor typed or focused in the prerendered HTML goes to the live one.
              const now = () => {
                replaceKeepingFields(from, show, () => live.current);
                if (live.current) then?.(live.current);
              };
              if (html === undefined || stale || !from || readFields(from) || then) return now();
              // Untouched: render the live section as a transition, which React splits into
              // short tasks instead of one long one that would block input on the page. Should
              // the visitor start using the prerendered HTML before it is swapped, the swap
              // happens at once, carrying over what they did.
              const use = ['focusin', 'pointerdown', 'input'];
              const urgent = () => {
                for (const type of use) from.removeEventListener(type, urgent, true);
                now();
              };
              for (const type of use) from.addEventListener(type, urgent, true);
              startTransition(show);
            },
            () => {
              loading = false;
              failed?.();
            },
          );
        },
        html !== undefined && !stale,
      );
    }, [Section, html, stale]);

    if (Prerendered) {
      return (
        <div data-island={id}>
          <Prerendered {...props} />
        </div>
      );
    }
    if (Section) {
      return (
        <div key="live" ref={live} data-island={id}>
          <Section {...props} />
        </div>
      );
    }
    return html === undefined || stale ? (
      <div key="wait" ref={ref} data-island={id} className={className} />
    ) : (
      <div key="html" ref={ref} data-island={id} dangerouslySetInnerHTML={{ __html: html }} />
    );
  };
}
