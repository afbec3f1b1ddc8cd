// The messages of the shared text rules (text.ts), without zod: the browser translates them
// on pages that must not load zod up front.

export const textMessages = {
  control: (label: string) => `${label} contains invisible control characters. Please remove them.`,
  illFormed: (label: string) => `${label} contains a broken character. Please retype it.`,
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
} as const;
