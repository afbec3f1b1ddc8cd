/** A choice's label in the reporter's language; a value the dictionary lacks is shown as sent. */
export const choiceLabel = (labels: Record<string, string>, value: string) =>
  labels[value] ?? value;
