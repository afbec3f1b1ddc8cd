import { z } from 'zod';
import { closureReasons } from './case-workflow.ts';
import { interactionTypes, priorities } from './choices.ts';
import { caseStatuses } from './case-status.ts';
import { attachmentSchema, conversationMessageSchema } from './conversation.ts';
import { caseExclusionSchema } from './case-access.ts';
import { reporterLanguages } from './languages.ts';

// What the staff case console reads: the list, the dashboard counts, one case with its trail.

const personRef = z.object({ id: z.number(), name: z.string() });

const deadlineFields = {
  acknowledgementDueAt: z.string(),
  feedbackDueAt: z.string(),
  acknowledgementOverdue: z.boolean(),
  feedbackOverdue: z.boolean(),
  overdue: z.boolean(),
};

export const caseListItemSchema = z.object({
  id: z.number(),
  /** "TL-000042": how staff refer to a case. The reporter's interaction ID is not shown. */
  reference: z.string(),
  title: z.string(),
  interactionType: z.enum(interactionTypes),
  priority: z.enum(priorities),
  status: z.enum(caseStatuses),
  receivedAt: z.string(),
  assignee: personRef.nullable(),
  /** The reporter wrote after the last staff message. */
  awaitingStaff: z.boolean(),
  ...deadlineFields,
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;
export const casePageSchema = z.object({ items: z.array(caseListItemSchema), total: z.number() });

/** GET /api/admin/trustlink/dashboard */
export const caseDashboardSchema = z.object({
  open: z.number(),
  overdue: z.number(),
  new: z.number(),
  awaitingStaff: z.number(),
  byStatus: z.record(z.string(), z.number()),
});
export type CaseDashboard = z.infer<typeof caseDashboardSchema>;

export const caseEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The staff member's name, or null for the reporter or the system. */
  actor: z.string().nullable(),
  action: z.string(),
  /** "Status changed", "Question sent" ... never any content. */
  label: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

export const caseDetailSchema = caseListItemSchema.extend({
  description: z.string(),
  location: z.string(),
  relationShip: z.string(),
  /** The language the reporter used: write back in it. */
  reporterLanguage: z.enum(reporterLanguages),
  closureDate: z.string().nullable(),
  reporter: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  involvedPersons: z.array(
    z.object({ fullName: z.string(), jobRole: z.string(), email: z.string().nullable() }),
  ),
  evidence: z.array(
    attachmentSchema.extend({
      uploadedAt: z.string(),
      from: z.enum(['staff', 'reporter']),
      /** SHA-256 (hex) of the file as received (files stored before it was kept: null). */
      originalSha256: z.string().nullable(),
      /** True: hidden details removed; false: they could not be; null: the type has none. */
      metadataRemoved: z.boolean().nullable(),
    }),
  ),
  conversation: z.array(conversationMessageSchema),
  notes: z.array(
    z.object({
      id: z.number(),
      body: z.string(),
      createdAt: z.string(),
      author: z.string().nullable(),
    }),
  ),
  acknowledgedAt: z.string().nullable(),
  /** When the reporter was first written to after the acknowledgement (a message or the outcome). */
  feedbackGivenAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closureReason: z.enum(closureReasons).nullable(),
  /** Moves allowed from the current status. */
  nextStatuses: z.array(z.enum(caseStatuses)),
  events: z.array(caseEventSchema),
  /** Staff kept out of the case (named in it, or recused); shown to case managers only. */
  exclusions: z.array(caseExclusionSchema),
  /** What the reader may do beyond working the case. */
  canManage: z.boolean(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** GET /api/admin/trustlink/handlers: whom a case can be assigned to. */
export const caseHandlersSchema = z.object({ items: z.array(personRef) });

/** Labels of the case trail ("who did what, when"); never the content itself. */
export const caseEventLabels: Record<string, string> = {
  'trustlink.received': 'Report received',
  'trustlink.viewed': 'Case opened',
  'trustlink.status_changed': 'Status changed',
  'trustlink.question_sent': 'Message sent to the reporter',
  'trustlink.note_added': 'Internal note added',
  'trustlink.assigned': 'Assignee changed',
  'trustlink.evidence_downloaded': 'Evidence downloaded',
  'trustlink.reporter_replied': 'Reporter replied',
  'trustlink.reporter_downloaded': 'Reporter downloaded a file',
  'trustlink.excluded': 'A person named in the report was excluded from the case',
  'trustlink.recused': 'Stepped aside from the case (conflict of interest)',
  'trustlink.reinclusion_requested': 'Asked to re-include an excluded person',
  'trustlink.reincluded': 'Confirmed the re-inclusion of an excluded person',
  'trustlink.exported': 'Case exported as a PDF',
  'trustlink.reminder_sent': 'Reminder e-mailed',
};
