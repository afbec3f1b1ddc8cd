import { z } from 'zod';
import { pageField } from '../common/params.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import { interactionTypes, priorities } from './choices.ts';
import { caseStatuses } from './case-status.ts';

// The filters of the staff case list. Everything here is answered by the database from columns
// kept in clear (status, type, priority, assignee, dates): the title and the rest of the report
// are sealed, so the list never opens more than the cases of the page it shows.

/** Cases per page of the staff list. */
export const CASE_PAGE_SIZE = 25;

const yesNo = z.preprocess(
  (v) => (v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: "overdue must be 'true' or 'false'." }).optional(),
);

/** Orders of the list: newest or oldest received first, or the nearest open deadline first. */
export const caseSorts = ['newest', 'oldest', 'deadline'] as const;
export type CaseSort = (typeof caseSorts)[number];
export const caseSortLabels: Record<CaseSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  deadline: 'Nearest deadline first',
};

/** "TL-000042", "tl42" or "42": the case id a reference names, or undefined. */
export function caseIdOfReference(text: string): number | undefined {
  const match = /^\s*(?:tl\s*-?\s*)?0*(\d{1,10})\s*$/i.exec(text);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** GET /api/admin/trustlink/cases */
export const caseQuerySchema = z.object({
  status: blankAsUndefined(z.enum(caseStatuses, { error: 'Unknown status.' })),
  interactionType: blankAsUndefined(z.enum(interactionTypes, { error: 'Unknown type.' })),
  priority: blankAsUndefined(z.enum(priorities, { error: 'Unknown priority.' })),
  overdue: yesNo,
  /** Only cases assigned to me ('me'), or to nobody ('none'). */
  assigned: blankAsUndefined(z.enum(['me', 'none'], { error: "assigned must be 'me' or 'none'." })),
  /** A case reference ("TL-000042"): titles are sealed, so they are not searched. */
  q: text({
    label: 'The reference',
    max: 200,
    tooLong: 'The reference is at most 200 characters.',
  }).optional(),
  sort: blankAsUndefined(
    z.enum(caseSorts, { error: "sort must be 'newest', 'oldest' or 'deadline'." }),
  ),
  page: pageField,
});
export type CaseQuery = z.input<typeof caseQuerySchema>;
