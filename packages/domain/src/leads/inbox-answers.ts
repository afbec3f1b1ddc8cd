import { z } from 'zod';
import { leadKinds } from './lead-kinds.ts';

// What the leads inbox answers: a page of leads, one lead, an erasure's counts.

export const leadListItemSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.number(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  summary: z.string().nullable(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;
export const leadPageSchema = z.object({ items: z.array(leadListItemSchema), total: z.number() });

export const leadDetailSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.number(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const erasureResultSchema = z.object({
  erased: z.object({
    contact: z.number(),
    newsletter: z.number(),
    earlyAccess: z.number(),
    waitingList: z.number(),
    assessment: z.number(),
    outbox: z.number(),
  }),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
