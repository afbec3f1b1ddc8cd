import { flushSync } from 'react-dom';

/**
 * What a visitor has done in a prerendered island before its live code arrived: the values typed
 * into named fields and the field that has focus. The live section replaces the island's HTML,
 * so these are carried over to it and the visitor loses neither text nor focus. This module loads
 * with an island's code, and before hydration only where the visitor used the page (see
 * prehydration-fields.ts), not with every page.
 */
export interface FieldState {
  values: Map<string, string>;
  /** Checkboxes and radio buttons the visitor changed, by `name=value`: whether each is ticked. */
  ticked?: Map<string, boolean>;
  focused?: { name: string; start: number | null; end: number | null };
  /** A focused link or button: its position among the island's focusable elements. */
  focusedIndex?: number;
  /** The disclosures (`<details>`) the visitor opened, by position. */
  openDetails?: number[];
}

const focusables = (root: Element) =>
  Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button, input, textarea, select, summary, [tabindex]',
    ),
  );

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const fieldsOf = (root: Element) =>
  Array.from(root.querySelectorAll<Field>('input[name], textarea[name], select[name]')).filter(
    (field) => !['checkbox', 'radio', 'hidden', 'file', 'submit'].includes(field.type),
  );

const tickablesOf = (root: Element) =>
  Array.from(
    root.querySelectorAll<HTMLInputElement>(
      'input[name][type="checkbox"], input[name][type="radio"]',
    ),
  );
const tickKey = (box: HTMLInputElement) => `${box.name}=${box.value}`;

/** Reads `root`: the values of its fields and what in it has focus. */
export function readFields(root: Element | null): FieldState | undefined {
  const active = document.activeElement;
  if (!root) return undefined;
  const values = new Map<string, string>();
  for (const field of fieldsOf(root)) if (field.value) values.set(field.name, field.value);
  // Only boxes the visitor changed: the live form's own initial state stands for the rest.
  const ticked = new Map<string, boolean>();
  for (const box of tickablesOf(root)) {
    if (box.checked !== box.defaultChecked) ticked.set(tickKey(box), box.checked);
  }
  const field = active && root.contains(active) ? (active as Field) : null;
  const focused =
    field && field.name && 'selectionStart' in field
      ? { name: field.name, start: field.selectionStart, end: field.selectionEnd }
      : undefined;
  const index = field ? focusables(root).indexOf(field) : -1;
  const focusedIndex = index >= 0 && !focused ? index : undefined;
  const openDetails = Array.from(root.querySelectorAll('details')).flatMap((details, i) =>
    details.open ? [i] : [],
  );
  const used =
    values.size > 0 ||
    ticked.size > 0 ||
    focused ||
    focusedIndex !== undefined ||
    openDetails.length > 0;
  return used ? { values, ticked, focused, focusedIndex, openDetails } : undefined;
}

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
