/**
 * What a visitor has done in a prerendered island before its live code arrived: the values typed
 * into named fields and the field that has focus. The live section replaces the island's HTML,
 * so these are carried over to it and the visitor loses neither text nor focus. Reading them is
 * here, with every page's first load (before hydration, and to tell whether an island was used);
 * putting them back is in carry-fields.ts, loaded with an island's code or when something was
 * done before hydration.
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

export const focusables = (root: Element) =>
  Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button, input, textarea, select, summary, [tabindex]',
    ),
  );

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export const fieldsOf = (root: Element) =>
  Array.from(root.querySelectorAll<Field>('input[name], textarea[name], select[name]')).filter(
    (field) => !['checkbox', 'radio', 'hidden', 'file', 'submit'].includes(field.type),
  );

export const tickablesOf = (root: Element) =>
  Array.from(
    root.querySelectorAll<HTMLInputElement>(
      'input[name][type="checkbox"], input[name][type="radio"]',
    ),
  );
export const tickKey = (box: HTMLInputElement) => `${box.name}=${box.value}`;

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
