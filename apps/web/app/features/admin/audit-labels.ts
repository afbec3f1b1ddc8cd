// The domain will own these labels (auditActionLabel in packages/domain/src/audit.ts); until
// then this module answers with the same signature, so swapping the import is the only change.

const known: Record<string, string> = {
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Failed sign-in',
  'staff.sign_out': 'Signed out',
  'staff.invited': 'Invited staff',
  'staff.invitation_accepted': 'Accepted invitation',
  'staff.role_changed': 'Changed a role',
  'staff.removed': 'Removed staff',
  'staff.password_changed': 'Changed password',
  'leads.exported': 'Exported leads',
  'leads.erased': 'Erased a person’s data',
  'post.published': 'Published a post',
  'post.unpublished': 'Unpublished a post',
  'news.published': 'Published news',
  'news.unpublished': 'Unpublished news',
};

const words = (text: string) => text.replace(/[._-]+/g, ' ').trim();

/** "news.deleted" -> "News deleted": a readable label for any action, known or new. */
export function auditActionLabel(action: string): string {
  const label = known[action];
  if (label) return label;
  const text = words(action);
  return text ? text[0]!.toUpperCase() + text.slice(1) : action;
}

const show = (value: unknown): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value.map(show).filter(Boolean).join(', ') || undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** "slug: new-slug · role: editor", leaving out empty values (never a raw "null"). */
export function auditDetail(detail: Record<string, unknown> | null | undefined): string {
  const parts = Object.entries(detail ?? {}).flatMap(([key, value]) => {
    const text = show(value);
    return text ? [`${words(key)}: ${text}`] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : '—';
}
