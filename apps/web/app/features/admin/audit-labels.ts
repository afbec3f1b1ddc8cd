import { formatAuditDetail } from '@verdantia/domain/audit';

export { auditActionLabel } from '@verdantia/domain/audit';

/** "Slug: new-slug · Role: editor", leaving out empty values (never a raw "null"). */
export function auditDetail(detail: Record<string, unknown> | null | undefined): string {
  const parts = formatAuditDetail(detail).filter((part) => part.value !== '—');
  return parts.length > 0 ? parts.map((part) => `${part.label}: ${part.value}`).join(' · ') : '—';
}
