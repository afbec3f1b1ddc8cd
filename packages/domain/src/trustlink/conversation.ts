import { z } from 'zod';
import { caseStatuses } from './case-status.ts';

// What the reporter sees on coming back: the case, its status and the conversation with staff.

export const attachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const conversationMessageSchema = z.object({
  id: z.number(),
  from: z.enum(['staff', 'reporter']),
  body: z.string(),
  createdAt: z.string(),
  attachment: attachmentSchema.optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** What the reporter submitted, read back to them after the follow-up sign-in. */
export const ownReportSchema = z.object({
  interactionType: z.string(),
  priority: z.string(),
  relationShip: z.string(),
  description: z.string(),
  location: z.string(),
  involvedPersons: z.array(z.object({ fullName: z.string(), jobRole: z.string() })),
});

/** A file of the case the reporter may download: theirs, or one staff sent them. */
export const reporterFileSchema = attachmentSchema.extend({
  from: z.enum(['reporter', 'staff']),
  uploadedAt: z.string(),
});
export type ReporterFile = z.infer<typeof reporterFileSchema>;

/** The follow-up answer (also GET and remarks of the reporter's session). */
export const followUpResponseSchema = z.object({
  intId: z.string(),
  title: z.string(),
  createdAt: z.string(),
  involvedPersons: z.array(z.object({ fullName: z.string() })),
  status: z.enum(caseStatuses),
  /** The status as the reporter reads it: "Under investigation". */
  statusLabel: z.string(),
  /** The reporter's date (YYYY-MM-DD) or null. */
  closureDate: z.string().nullable(),
  /** Staff questions and the reporter's remarks, oldest first. */
  conversation: z.array(conversationMessageSchema),
  /** The report as submitted (the title is above). */
  report: ownReportSchema,
  /** Every file of the case the reporter can download, oldest first. */
  files: z.array(reporterFileSchema),
  /** When staff closed the case (ISO), or null while it is open. */
  closedAt: z.string().nullable(),
  /** The outcome staff wrote to the reporter when closing, or null. */
  outcome: z.string().nullable(),
  /** The day (YYYY-MM-DD) the closed case and its evidence are deleted, or null while open. */
  deletesOn: z.string().nullable(),
  /** Open: the reporter may answer. Closed: one last reply within FINAL_REPLY_DAYS. */
  canReply: z.boolean(),
  /** Closed: the last day (YYYY-MM-DD) of that last reply, while it is still possible. */
  lastReplyBy: z.string().nullable(),
});
export type FollowUpResponse = z.infer<typeof followUpResponseSchema>;
