import { z } from 'zod';

// Need to know: who may read a TrustLink case. The site `admin` role alone reads no case; the
// "case manager" permission (granted per staff account) reads every case it is not excluded from,
// a handler reads the cases assigned to them. A person named in a report is excluded from it.

/** Staff permissions granted on top of a role. */
export const staffPermissions = ['case_manager'] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** Why a staff member is kept out of a case: named in the report, or they stepped aside. */
export const exclusionReasons = ['named', 'recused'] as const;
export type ExclusionReason = (typeof exclusionReasons)[number];

/**
 * A name or e-mail as we compare them for conflicts of interest: accents stripped (NFD, then
 * combining marks removed), case folded, runs of spaces and dots collapsed.
 */
export function comparableName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();
}

/** PUT /api/admin/staff/:id/case-manager */
export const caseManagerGrantSchema = z.object({
  caseManager: z.boolean({ error: 'Please say whether this person is a case manager.' }),
});

/** GET /api/admin/trustlink/handlers?caseId= : whom this case can be assigned to. */
export const caseHandlersQuerySchema = z.object({
  caseId: z.coerce
    .number({ error: 'The case id must be a whole number.' })
    .int('The case id must be a whole number.')
    .min(1, 'The case id must be a whole number.')
    .max(2147483647, 'The case id must be a whole number.')
    .optional(),
});

/** POST /api/admin/trustlink/cases/:id/recusal */
export const caseRecusalSchema = z.object({}).strict();

/** POST /api/admin/trustlink/cases/:id/exclusions/:exclusionId/reinclusion */
export const caseReinclusionSchema = z.object({}).strict();

/**
 * A case's exclusions as its readers see them: that one applied and why, but the name only when
 * the person stepped aside themselves (a named person stays anonymous in the console).
 */
export const caseExclusionSchema = z.object({
  id: z.number(),
  reason: z.enum(exclusionReasons),
  name: z.string().nullable(),
  at: z.string(),
  /** The case manager who asked to re-include the person; a second one must confirm. */
  reinclusionRequestedBy: z.string().nullable(),
});
export type CaseExclusion = z.infer<typeof caseExclusionSchema>;

export const accessMessages = {
  notCaseManager: 'Only case managers can do this.',
  secondManager: 'A second case manager must confirm this re-inclusion.',
  exclusionNotFound: 'There is no such exclusion on this case.',
  notAssignable: 'This person cannot be assigned to this case.',
} as const;
