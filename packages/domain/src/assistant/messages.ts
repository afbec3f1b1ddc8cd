// Kept apart from the schemas so the assistant page can show them without loading zod.

/** What the assistant page shows when the call fails, whatever the reason. */
export const assistantMessages = {
  failed: 'Failed to fetch response. Please try again.',
  rateLimited:
    'You have asked a lot of questions in a short time. Please wait a minute and ask again.',
} as const;
