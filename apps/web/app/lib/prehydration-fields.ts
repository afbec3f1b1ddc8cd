import { useEffect } from 'react';
import type { FieldState } from '~/ui/carry-fields';
import { USED_BEFORE_APP } from '~/lib/page-markers';

/**
 * A visitor may type, pick an option or tick a box in the prerendered page before its scripts
 * have loaded. When React adopts the page, a <select> goes back to its first option and the form
 * library knows nothing of what was done. So the client entry reads every field just before
 * hydration, and the app puts back whatever hydration undid, through the same events a visitor
 * makes, once React has committed the page.
 *
 * Most visitors do nothing before the app arrives: the page's boot script notes whether they did
 * (scripts/after-first-paint.ts), and only then is the code that reads and restores fields loaded.
 */
let beforeHydration: FieldState | undefined;

/** Whether the visitor used the page before its code arrived (or something in it has focus). */
export function usedBeforeHydration() {
  const active = document.activeElement;
  return (
    (window as unknown as Record<string, unknown>)[USED_BEFORE_APP] === true ||
    (active !== null && active !== document.body)
  );
}

/** Awaited by the client entry right before `hydrateRoot`, when the page was used. */
export async function rememberFieldsBeforeHydration() {
  const { readFields } = await import('~/ui/carry-fields');
  beforeHydration = readFields(document.body);
}

/** In the root component: restores the fields once, after hydration has committed. */
export function useFieldsKeptThroughHydration() {
  useEffect(() => {
    const before = beforeHydration;
    beforeHydration = undefined;
    // Nothing done before hydration (most visits): the code that puts things back never loads.
    if (!before) return;
    void import('~/ui/carry-fields').then(({ readFields, restoreFields }) => {
      // Hydration runs in slices, and the visitor may type on while it does (or while this code
      // loads): a text field's value and caret, which hydration leaves in the DOM, are newer than
      // the snapshot and win (only a select's choice relies on the snapshot).
      const now = readFields(document.body);
      const values = new Map(before.values);
      for (const [name, value] of now?.values ?? []) {
        if (!document.body.querySelector(`select[name="${CSS.escape(name)}"]`))
          values.set(name, value);
      }
      const focused = now?.focused ?? before.focused;
      restoreFields(document.body, { ...before, values, focused, focusedIndex: undefined });
    });
  }, []);
}
