/**
 * What a visitor has done in a prerendered island before its live code arrived: the values typed
 * into named fields and the field that has focus. The live section replaces the island's HTML,
 * so these are carried over to it and the visitor loses neither text nor focus.
 */
export interface FieldState {
  values: Map<string, string>;
  focused?: { name: string; start: number | null; end: number | null };
  /** A focused link or button: its position among the island's focusable elements. */
  focusedIndex?: number;
}

const focusables = (root: Element) =>
  Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button, input, textarea, select, summary, [tabindex]',
    ),
  );

type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldsOf = (root: Element) =>
  Array.from(root.querySelectorAll<Field>('input[name], textarea[name]')).filter(
    (field) => !['checkbox', 'radio', 'hidden', 'file', 'submit'].includes(field.type),
  );

/**
 * Reads `root` (which may already be detached: its fields keep their values). `active` is the
 * element that had focus while it was still in the page.
 */
export function readFields(
  root: Element | null,
  active: Element | null = document.activeElement,
): FieldState | undefined {
  if (!root) return undefined;
  const values = new Map<string, string>();
  for (const field of fieldsOf(root)) if (field.value) values.set(field.name, field.value);
  const field = active && root.contains(active) ? (active as Field) : null;
  const focused =
    field && field.name && 'selectionStart' in field
      ? { name: field.name, start: field.selectionStart, end: field.selectionEnd }
      : undefined;
  const index = field ? focusables(root).indexOf(field) : -1;
  const focusedIndex = index >= 0 && !focused ? index : undefined;
  return values.size > 0 || focused || focusedIndex !== undefined
    ? { values, focused, focusedIndex }
    : undefined;
}

/** Puts the values back through the native setter and an input event, so React sees them. */
export function restoreFields(root: Element | null, state: FieldState | undefined) {
  if (!root || !state) return;
  for (const field of fieldsOf(root)) {
    const value = state.values.get(field.name);
    if (value === undefined || field.value === value) continue;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (state.focusedIndex !== undefined) {
    focusables(root)[state.focusedIndex]?.focus({ preventScroll: true });
  }
  if (state.focused) {
    const target = fieldsOf(root).find((field) => field.name === state.focused!.name);
    target?.focus({ preventScroll: true });
    const { start, end } = state.focused;
    if (target && start !== null && end !== null) {
      try {
        target.setSelectionRange(start, end);
      } catch {
        // e-mail inputs have no selection API: the caret goes to the end, which is fine
      }
    }
  }
}
