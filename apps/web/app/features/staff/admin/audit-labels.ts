import { formatAuditDetail } from '@verdantia/domain/staff/audit';

export { auditActionLabel } from '@verdantia/domain/staff/audit';

/** "Slug: new-slug · Role: editor", leaving out empty values (never a raw "null"). */
export function auditDetail(detail: Record<string, unknown> | null | undefined): string {
  const parts = formatAuditDetail(detail).filter((part) => part.value !== '—');
  return parts.length > 0 ? parts.map((part) => `${part.label}: ${part.value}`).join(' · ') : '—';
}
