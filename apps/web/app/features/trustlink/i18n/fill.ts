/**
 * A dictionary text with its `{name}` marks replaced: fill('Come back by {date}', { date }).
 * A mark without a value stays as it is, so a missing value shows rather than vanishing.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}
