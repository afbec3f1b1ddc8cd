import { z } from 'zod';

// The audit log of staff actions (/admin/audit and /api/admin/audit).

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number() });
