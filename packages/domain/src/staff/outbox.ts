import { z } from 'zod';
import { pageField } from '../common/params.ts';
import { blankAsUndefined } from '../common/text.ts';

// The mail outbox of the back-office (/admin/outbox and /api/admin/outbox).

export const outboxStatusValues = ['queued', 'sending', 'sent', 'failed'] as const;
export const outboxQuerySchema = z.object({
  status: blankAsUndefined(z.enum(outboxStatusValues, { error: 'Unknown status.' })),
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
