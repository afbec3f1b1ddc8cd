import {
  lazy,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
// Carrying what the visitor did into the live section: needed only once an island's code is here.
const loadCarry = () => import('./carry-fields');

/**
 * Calls `onNear` once when `node` comes within 600 px of the viewport (at once without
 * IntersectionObserver). A bare observer: react-intersection-observer would add 0.8 KB gzip to
 * the home page's first load, which has no room for it.
 */
export function whenNear(node: Element, onNear: () => void) {
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

/** Every element in `root`, in document order: the prerendered and live markup match by position. */
export const elementsOf = (root: Element) => Array.from(root.querySelectorAll('*'));

/**
 * Follows presses of the pointer in `node`: `pressed.current` is the position of the element
 * pressed while the pointer is down, -1 otherwise. @returns a clean-up.
 */
function followPresses(node: HTMLElement, pressed: { current: number }) {
  const down = (event: Event) => {
    pressed.current = elementsOf(node).indexOf(event.target as Element);
  };
  const up = () => (pressed.current = -1);
  node.addEventListener('pointerdown', down, true);
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
  return () => {
    node.removeEventListener('pointerdown', down, true);
    document.removeEventListener('pointerup', up, true);
    document.removeEventListener('pointercancel', up, true);
  };
}

/**
 * The live section replaced the HTML while the pointer was down on it: the browser's click would
 * go to the removed element, so the element in its place is clicked when the pointer comes up on
 * it (not when the visitor slides off to cancel, as a real press would not be).
 */
function finishPress(live: Element, index: number) {
  const target = elementsOf(live)[index] as HTMLElement | undefined;
  const up = (event: Event) => {
    document.removeEventListener('pointerup', up, true);
    document.removeEventListener('pointercancel', up, true);
    if (event.type === 'pointerup' && target?.contains(event.target as Node)) target.click();
  };
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
}

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
    const pressed = useRef(-1);
    useLayoutEffect(() => {
      if (Section && live.current && pressed.current >= 0)
        finishPress(live.current, pressed.current);
    }, [Section]);
    useEffect(() => {
      if (Section) return;
      const node = ref.current!;
      const unfollow = followPresses(node, pressed);
      let loading = false;
      // What to do on the live section once it is there (presses and submissions held).
      const thens = new Set<(live: Element) => void>();
      let failed: (() => void) | undefined;
      // Set once the code is here and the swap waits for a transition: done at once instead.
      let swapNow: (() => void) | undefined;
      const go = (after?: (live: Element) => void, onFailure?: () => void) => {
        if (after) thens.add(after);
        failed = onFailure ?? failed;
        if (swapNow) return swapNow();
        if (loading) return;
        loading = true;
        void Promise.all([load(), loadCarry()]).then(
          ([module, { readFields, replaceKeepingFields }]) => {
            const from = ref.current;
            const show = () => setSection(() => (loaded = module.default));
            // Whatever the visitor typed or focused in the prerendered HTML goes to the live one.
            const now = () => {
              swapNow = undefined;
              replaceKeepingFields(from, show, () => live.current);
              const to = live.current;
              if (to) thens.forEach((then) => then(to));
            };
            if (html === undefined || stale || !from || readFields(from) || thens.size > 0) {
              return now();
            }
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
            swapNow = urgent;
            startTransition(show);
          },
          () => {
            loading = false;
            failed?.();
          },
        );
      };
      const prerendered = html !== undefined && !stale;
      // A form sent before the code is here (Enter in a field, a press on its button) would be
      // the browser's own submission, a page load that loses the page: held, and sent by the
      // live form.
      const hold = (event: Event) => {
        event.preventDefault();
        go((live) => live.querySelector('form')?.requestSubmit());
      };
      if (prerendered) node.addEventListener('submit', hold);
      const stop = (stale ? atOnce : trigger)(node, go, prerendered);
      return () => {
        node.removeEventListener('submit', hold);
        unfollow();
        stop?.();
      };
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
