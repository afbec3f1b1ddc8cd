import { z } from 'zod';

// Route parameters and paging shared by the back-office lists.

/** Route parameter :id of staff, leads and outbox messages. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'The id must be a number.' })
    .int('The id must be a whole number.')
    .positive('The id must be above 0.')
    .max(2_147_483_647, 'The id is too large.'),
});

export const pageField = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be 1 or more.')
  .max(100_000, 'The page is too large.')
  .default(1);

export const pageQuerySchema = z.object({ page: pageField });
