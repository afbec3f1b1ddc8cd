import { z } from 'zod';

// The audit log of staff actions (/admin/audit and /api/admin/audit): what it records, and how
// the back-office words it, so a reader sees "News deleted" rather than `news.deleted`.

/** Every staff action the audit log records, with the words the back-office shows for it. */
export const auditActionLabels = {
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Sign-in failed',
  'staff.sign_out': 'Signed out',
  'staff.signed_out_everywhere': 'Signed out everywhere',
  'staff.signed_out_elsewhere': 'Signed out everywhere else',
  'staff.session_ended': 'Ended a session',
  'staff.passkey_added': 'Passkey added',
  'staff.passkey_removed': 'Passkey removed',
  'staff.passkey_sign_in': 'Signed in with a passkey',
  'staff.two_step_enrolled': 'Two-step sign-in set up',
  'staff.two_step_passed': 'Two-step code accepted',
  'staff.two_step_failed': 'Two-step code refused',
  'staff.two_step_reset': 'Two-step sign-in reset',
  'staff.invited': 'Staff member invited',
  'staff.invitation_accepted': 'Invitation accepted',
  'staff.role_changed': 'Role changed',
  'staff.removed': 'Staff member removed',
  'staff.unlocked': 'Account unlocked',
  'staff.password_changed': 'Password changed',
  'staff.admin_created': 'Administrator created',
  'leads.exported': 'Leads exported',
  'leads.erased': 'Personal data erased',
  'leads.handled': 'Lead marked handled',
  'leads.reopened': 'Lead marked new',
  'outbox.retried': 'E-mail retried',
  'post.created': 'Post created',
  'post.updated': 'Post edited',
  'post.deleted': 'Post deleted',
  'post.published': 'Post published',
  'post.unpublished': 'Post unpublished',
  'news.created': 'News created',
  'news.updated': 'News edited',
  'news.deleted': 'News deleted',
  'news.published': 'News published',
  'news.unpublished': 'News unpublished',
  'upload.created': 'Image uploaded',
  'trustlink.received': 'TrustLink report received',
  'trustlink.viewed': 'TrustLink case opened',
  'trustlink.status_changed': 'TrustLink case status changed',
  'trustlink.question_sent': 'TrustLink message sent to the reporter',
  'trustlink.note_added': 'TrustLink internal note added',
  'trustlink.assigned': 'TrustLink case assigned',
  'trustlink.evidence_downloaded': 'TrustLink evidence downloaded',
  'trustlink.retention_purged': 'Closed TrustLink cases deleted',
  'trustlink.excluded': 'TrustLink named person excluded from a case',
  'trustlink.recused': 'TrustLink handler stepped aside from a case',
  'trustlink.reinclusion_requested': 'TrustLink re-inclusion asked for',
  'trustlink.reincluded': 'TrustLink excluded person re-included',
  'trustlink.exported': 'TrustLink case exported as a PDF',
  'trustlink.reminder_sent': 'TrustLink reminder e-mailed',
  'trustlink.case_manager_changed': 'TrustLink case-manager permission changed',
  'course.created': 'Course created',
  'course.updated': 'Course edited',
  'course.published': 'Course published',
  'course.unpublished': 'Course unpublished',
  'course.section_created': 'Section created',
  'course.section_updated': 'Section renamed',
  'course.section_deleted': 'Section deleted',
  'course.sections_reordered': 'Sections reordered',
  'course.lecture_created': 'Lecture created',
  'course.lecture_uploaded': 'Lecture video uploaded',
  'course.lecture_updated': 'Lecture edited',
  'course.lecture_deleted': 'Lecture deleted',
  'course.lectures_reordered': 'Lectures reordered',
  'course.assessment_updated': 'Final assessment settings changed',
  'course.question_created': 'Assessment question added',
  'course.question_updated': 'Assessment question edited',
  'course.question_deleted': 'Assessment question deleted',
  'certificate.revoked': 'Certificate revoked',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "News deleted" for 'news.deleted'; an action unknown here still reads as words. */
export function auditActionLabel(action: string): string {
  const known = (auditActionLabels as Record<string, string>)[action];
  if (known) return known;
  return sentence(action.replace(/[._]+/g, ' ').trim()) || 'Unknown action';
}

const detailKeyLabels: Record<string, string> = {
  previousSlug: 'Previous slug',
  slug: 'Slug',
  title: 'Title',
  from: 'From',
  to: 'To',
  role: 'Role',
  reason: 'Reason',
  count: 'Count',
  kind: 'Kind',
  status: 'Status',
  searched: 'Searched',
  contentType: 'Type',
  size: 'Size (bytes)',
  earlyAccess: 'Early access',
  waitingList: 'Waiting list',
};

/** 'previousSlug' reads "Previous slug": known keys by name, others split at capitals. */
export function auditDetailLabel(key: string): string {
  return detailKeyLabels[key] ?? sentence(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
}

/** A detail value as text: never a raw `null` or `[object Object]`. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.replace(/_/g, ' ');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '—';
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => `${auditDetailLabel(key)}: ${formatAuditValue(inner)}`,
    );
    return parts.length ? parts.join(', ') : '—';
  }
  return String(value);
}

/** An entry's detail as label and value pairs, in the order stored. */
export function formatAuditDetail(
  detail: Record<string, unknown> | null | undefined,
): { label: string; value: string }[] {
  return Object.entries(detail ?? {}).map(([key, value]) => ({
    label: auditDetailLabel(key),
    value: formatAuditValue(value),
  }));
}

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
