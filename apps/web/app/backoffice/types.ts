// Shapes of the back-office API: the domain package defines them for the server and this UI.
import type { AuditEntry } from '@verdantia/domain/staff/audit';
import type { LeadDetail, LeadListItem } from '@verdantia/domain/leads/inbox-answers';
import type { LeadKind } from '@verdantia/domain/leads/lead-kinds';
import type { OutboxItem } from '@verdantia/domain/staff/outbox';
import type {
  Dashboard,
  StaffListItem,
  StaffRole,
  StaffUser,
} from '@verdantia/domain/staff/accounts';

export { leadKinds, leadKindLabels as kindLabels } from '@verdantia/domain/leads/lead-kinds';
export { staffRoles } from '@verdantia/domain/staff/accounts';
export { staffRoleLabels as roleLabels } from '@verdantia/domain/staff/accounts';

export type { AuditEntry, LeadDetail, LeadKind, StaffRole };
export type Staff = StaffUser;
/** `lockedUntil` is set while sign-in is blocked after failed attempts. */
export type StaffMember = StaffListItem & { lockedUntil?: string | null };
export type LeadRow = LeadListItem;
export type OutboxMessage = OutboxItem;
export type DashboardCounts = Dashboard;

export interface Page<T> {
  items: T[];
  total: number;
}
