import { z } from 'zod';
import { blankAsUndefined, text } from '../common/text.ts';
import { REMARK_MAX_LENGTH } from './constants.ts';
import { caseMessages, closureReasons } from './case-workflow.ts';
import { caseStatuses } from './case-status.ts';

// What staff send about one case: a status move, a question for the reporter, an internal note,
// an assignment.

/** POST /api/admin/trustlink/cases/:id/status */
export const caseStatusChangeSchema = z
  .object({
    status: z.enum(caseStatuses, { error: 'Please choose a status.' }),
    closureReason: blankAsUndefined(
      z.enum(closureReasons, { error: 'Please choose a closure reason from the list.' }),
    ),
    /** The outcome in words the reporter reads (the closure reason stays internal). */
    outcome: blankAsUndefined(
      text({
        label: 'The outcome',
        max: REMARK_MAX_LENGTH,
        multiline: true,
        required: caseMessages.outcomeRequired,
      }),
    ),
  })
  .refine((v) => v.status !== 'closed' || v.closureReason !== undefined, {
    path: ['closureReason'],
    message: caseMessages.closureReasonRequired,
  })
  .refine((v) => v.status !== 'closed' || v.outcome !== undefined, {
    path: ['outcome'],
    message: caseMessages.outcomeRequired,
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
