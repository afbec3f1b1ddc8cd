import { flushSync } from 'react-dom';
import {
  fieldsOf,
  focusables,
  readFields,
  tickablesOf,
  tickKey,
  type Field,
  type FieldState,
} from './read-fields';

// Those who put fields back read them too (before hydration, or an island deciding how to swap).
export { readFields };

/**
 * Gives a field `value` so that React reports it as a change, even where the DOM already shows
 * it (hydration keeps what was typed, but React's state does not know it). React only reports an
 * input whose value differs from the one its tracker last saw: the element's own setter (which
 * React watches) first records a blank, then the prototype's setter (which it does not watch)
 * puts the value, and the event makes React compare the two. A select reports every change event.
 */
function announceValue(field: Field, value: string) {
  if (field.tagName !== 'SELECT') field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
  );
}

/** Puts the values back so React sees them (see announceValue), and focus and disclosures. */
export function restoreFields(root: Element | null, state: FieldState | undefined) {
  if (!root || !state) return;
  const details = root.querySelectorAll('details');
  for (const index of state.openDetails ?? []) if (details[index]) details[index].open = true;
  for (const field of fieldsOf(root)) {
    const value = state.values.get(field.name);
    if (value !== undefined) announceValue(field, value);
  }
  for (const box of tickablesOf(root)) {
    const wanted = state.ticked?.get(tickKey(box));
    if (wanted === undefined) continue;
    // Hydration keeps a box the visitor ticked, but React's state does not know it: untick it
    // through the element's own setter (React's change tracker notes that), then click, as the
    // visitor did, so React and the form library both see the change.
    if (box.checked === wanted) box.checked = !wanted;
    box.click();
  }
  if (state.focusedIndex !== undefined) {
    // Fewer focusable elements than before (fewer cards, say): the last one stands in.
    const targets = focusables(root);
    (targets[state.focusedIndex] ?? targets.at(-1))?.focus({ preventScroll: true });
  }
  if (state.focused) {
    const target = fieldsOf(root).find((field) => field.name === state.focused!.name);
    target?.focus({ preventScroll: true });
    const { start, end } = state.focused;
    if (target && 'setSelectionRange' in target && start !== null && end !== null) {
      try {
        target.setSelectionRange(start, end);
      } catch {
        // e-mail inputs have no selection API: the caret goes to the end, which is fine
      }
    }
  }
}

/**
 * Replaces content the visitor may be using: reads `from`, applies `replace` (a React state
 * update), then gives what was typed and focused there to `to()`, the content now in its place.
 * All in one task (flushSync): a key pressed between the read and the swap would move focus into
 * the old content after it was read, and lose it when that content goes.
 */
export function replaceKeepingFields(
  from: Element | null,
  replace: () => void,
  to: () => Element | null,
) {
  const state = readFields(from);
  flushSync(replace);
  restoreFields(to(), state);
}
