// User-facing messages shared by web and API. Kept free of zod so pages can import them without
// pulling the validation library into their first load.
export const newsletterMessages = {
  success: 'Thank you: you are on the list.',
  failure: 'We could not sign you up just now. Please try again.',
} as const;

/** Shown by the contact form and the request-info modal. */
export const contactMessages = {
  success: 'Your message has been sent successfully!',
  failure: 'Failed to send your message, please try again.',
} as const;

/** Shown by the early-access form on /coming-soon. */
export const earlyAccessMessages = {
  success: 'Form submitted successfully!',
  failure: 'Failed to submit form. Please try again later.',
  submitting: 'Submitting...',
} as const;

export const waitingListMessages = {
  success: 'Thank you: you are on the waiting list. We will be in touch as soon as a place opens.',
  failure: 'We could not add you to the waiting list just now. Please try again.',
} as const;
