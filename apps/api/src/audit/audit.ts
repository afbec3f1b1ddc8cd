import type { AuditAction } from '@verdantia/domain';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type { AuditAction };

export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEvent {
  /** The signed-in staff member, or null for the system or an unknown visitor. */
  actor: AuditActor | null;
  action: AuditAction;
  /** What was acted on, e.g. 'staff:12', 'post:3', 'lead:contact:7'. Never an e-mail address. */
  target?: string | null | undefined;
  /** Small facts (counts, old and new role). Never passwords, tokens or a lead's personal data. */
  detail?: Record<string, unknown> | null | undefined;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change when
 * there is one, so the change and its record are stored together.
 */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    action: event.action,
    target: event.target ?? null,
    detail: event.detail ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first. */
export async function listAudit(db: Database, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      target: row.target,
      detail: row.detail ?? null,
    })),
    total: total?.n ?? 0,
  };
}
