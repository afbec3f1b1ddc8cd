import { z } from 'zod';

/** The uniform error body of every API error. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Kept for the newsletter form, which reads `response.data.error`. */
  error: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
