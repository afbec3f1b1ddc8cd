// The messages of the shared date rules (dates.ts), without zod: the browser translates them
// on pages that must not load zod up front.

export const dateMessages = {
  format: (label: string) => `${label} must be a date as YYYY-MM-DD.`,
  unreal: (label: string) => `${label} is not a real date. Please check the day and the month.`,
  dateTimeFormat: (label: string) =>
    `${label} must be a date and time such as 2024-05-01T09:30:00Z.`,
  unrealDateTime: (label: string) => `${label} is not a real date and time.`,
} as const;
