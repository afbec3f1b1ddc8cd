import { z } from 'zod';
import { pageField } from '../common/params.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import { interactionTypes, priorities } from './choices.ts';
import { caseStatuses } from './case-status.ts';

// The filters of the staff case list.

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
