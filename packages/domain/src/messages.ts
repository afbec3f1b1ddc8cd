// User-facing messages shared by web and API. Kept free of zod so pages can import them without
// pulling the validation library into their first load.
export const newsletterMessages = {
  success: 'Thank you: you are on the list.',
  failure: 'We could not sign you up just now. Please try again.',
} as const;
