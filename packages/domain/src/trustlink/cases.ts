import { z } from 'zod';
import { pageField } from '../common/params.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import { interactionTypes, priorities, REMARK_MAX_LENGTH } from './constants.ts';
import {
  attachmentSchema,
  caseStatuses,
  conversationMessageSchema,
  type CaseStatus,
} from './follow-up.ts';

// The TrustLink case console (/admin/trustlink and /api/admin/trustlink/*), for the admin and
// case_handler roles: list filters, the status workflow, questions, notes, assignment, answers.

/**
 * The workflow New → Acknowledged → Under investigation → Awaiting reporter → Closed. A case
 * can be closed from any open status (a duplicate need not be investigated); a closed case can be
 * reopened for investigation when new facts arrive.
 */
export const caseTransitions: Record<CaseStatus, readonly CaseStatus[]> = {
  new: ['acknowledged', 'closed'],
  acknowledged: ['under_investigation', 'awaiting_reporter', 'closed'],
  under_investigation: ['awaiting_reporter', 'closed'],
  awaiting_reporter: ['under_investigation', 'closed'],
  closed: ['under_investigation'],
};

export function canMoveCase(from: CaseStatus, to: CaseStatus): boolean {
  return caseTransitions[from].includes(to);
}

export const closureReasons = [
  'substantiated',
  'partly_substantiated',
  'unsubstantiated',
  'insufficient_information',
  'referred',
  'withdrawn',
  'duplicate',
  'out_of_scope',
] as const;
export type ClosureReason = (typeof closureReasons)[number];
export const closureReasonLabels: Record<ClosureReason, string> = {
  substantiated: 'Substantiated: action taken',
  partly_substantiated: 'Partly substantiated',
  unsubstantiated: 'Not substantiated',
  insufficient_information: 'Not enough information to proceed',
  referred: 'Referred to a competent authority',
  withdrawn: 'Withdrawn by the reporter',
  duplicate: 'Duplicate of another case',
  out_of_scope: 'Outside the scope of TrustLink',
};

export const caseMessages = {
  notFound: 'There is no case with this reference.',
  transition: (from: string, to: string) => `A case cannot move from ${from} to ${to}.`,
  closureReasonRequired: 'Please choose a closure reason to close the case.',
  unknownHandler: 'Cases can only be assigned to an active case handler or administrator.',
  evidenceNotFound: 'There is no such evidence file on this case.',
} as const;

const yesNo = z.preprocess(
  (v) => (v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: "overdue must be 'true' or 'false'." }).optional(),
);

/** GET /api/admin/trustlink/cases */
export const caseQuerySchema = z.object({
  status: blankAsUndefined(z.enum(caseStatuses, { error: 'Unknown status.' })),
  interactionType: blankAsUndefined(z.enum(interactionTypes, { error: 'Unknown type.' })),
  priority: blankAsUndefined(z.enum(priorities, { error: 'Unknown priority.' })),
  overdue: yesNo,
  /** Only cases assigned to me ('me'), or to nobody ('none'). */
  assigned: blankAsUndefined(z.enum(['me', 'none'], { error: "assigned must be 'me' or 'none'." })),
  q: text({
    label: 'The search',
    max: 200,
    tooLong: 'The search is at most 200 characters.',
  }).optional(),
  page: pageField,
});
export type CaseQuery = z.input<typeof caseQuerySchema>;

/** POST /api/admin/trustlink/cases/:id/status */
export const caseStatusChangeSchema = z
  .object({
    status: z.enum(caseStatuses, { error: 'Please choose a status.' }),
    closureReason: blankAsUndefined(
      z.enum(closureReasons, { error: 'Please choose a closure reason from the list.' }),
    ),
  })
  .refine((v) => v.status !== 'closed' || v.closureReason !== undefined, {
    path: ['closureReason'],
    message: caseMessages.closureReasonRequired,
  });
export type CaseStatusChange = z.input<typeof caseStatusChangeSchema>;

const caseText = (label: string) =>
  z
    .string({ error: `Please write the ${label.toLowerCase()}.` })
    .trim()
    .min(1, { error: `Please write the ${label.toLowerCase()}.`, abort: true })
    .pipe(text({ label, max: REMARK_MAX_LENGTH, multiline: true }));

/** POST /api/admin/trustlink/cases/:id/messages: a question or answer the reporter reads. */
export const caseQuestionSchema = z.object({ body: caseText('Message') });
/** POST /api/admin/trustlink/cases/:id/notes: internal, never shown to the reporter. */
export const caseNoteSchema = z.object({ body: caseText('Note') });
/** POST /api/admin/trustlink/cases/:id/assignee (null unassigns). */
export const caseAssignSchema = z.object({
  staffId: z
    .number({ error: 'Please choose a handler.' })
    .int('Please choose a handler.')
    .positive('Please choose a handler.')
    .max(2_147_483_647, 'Please choose a handler.')
    .nullable(),
});

// ---- Answers ------------------------------------------------------------------------------

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
    attachmentSchema.extend({ uploadedAt: z.string(), from: z.enum(['staff', 'reporter']) }),
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
  closedAt: z.string().nullable(),
  closureReason: z.enum(closureReasons).nullable(),
  /** Moves allowed from the current status. */
  nextStatuses: z.array(z.enum(caseStatuses)),
  events: z.array(caseEventSchema),
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
};
