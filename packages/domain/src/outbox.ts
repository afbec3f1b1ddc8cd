import { z } from 'zod';
import { pageField } from './params.ts';

// The mail outbox of the back-office (/admin/outbox and /api/admin/outbox).

export const outboxStatusValues = ['queued', 'sending', 'sent', 'failed'] as const;
export const outboxQuerySchema = z.object({
  status: z
    .enum(outboxStatusValues, { error: 'Unknown status.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: pageField,
});

// ---- Answers ------------------------------------------------------------------------------

export const outboxItemSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(outboxStatusValues),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = z.object({ items: z.array(outboxItemSchema), total: z.number() });
