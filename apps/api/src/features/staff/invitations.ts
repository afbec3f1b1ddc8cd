import { INVITATION_DAYS, site, staffRoleLabels, type StaffRole } from '@verdantia/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken, newToken } from '../../auth/token-sessions.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { staffInvitations, staffUsers } from '../../db/schema/index.ts';
import { actorOf } from '../../http/route-kit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { staffTarget, type StaffRow } from './members.ts';
import { reviveOrInsertStaff } from './revive-staff.ts';

// Invitations: an admin invites by e-mail; the link's token is the credential that creates the
// account.

/**
 * Creates an invitation (replacing a pending one for the same address) and queues its e-mail in
 * the same transaction. The link's token is only in the e-mail; the row keeps its SHA-256.
 * @returns null when the address already belongs to an active staff member, 'pending' when another
 * invitation of the same address was stored at the same moment (the partial unique index on
 * pending invitations lets only one of two concurrent requests through).
 */
export async function inviteStaff(
  db: Database,
  input: { email: string; role: StaffRole; name?: string | undefined },
  inviter: { id: number; email: string; name: string },
  publicUrl: string,
) {
  try {
    return await storeInvitation(db, input, inviter, publicUrl);
  } catch (error) {
    if (isUniqueViolation(error)) return 'pending' as const;
    throw error;
  }
}

async function storeInvitation(
  db: Database,
  input: { email: string; role: StaffRole; name?: string | undefined },
  inviter: { id: number; email: string; name: string },
  publicUrl: string,
) {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.email, email), isNull(staffUsers.removedAt)));
    if (existing) return null;
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)));
    const token = newToken();
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        email,
        name: input.name ?? null,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning();
    const link = `${publicUrl}/admin/accept-invitation?token=${encodeURIComponent(token)}`;
    const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
    await enqueueMail(tx, {
      kind: 'staff-invitation',
      to: email,
      subject: `Your invitation to the ${site.name} back-office`,
      text: [
        greeting,
        '',
        `${inviter.name} has invited you to the ${site.name} back-office as ${staffRoleLabels[input.role].toLowerCase()}.`,
        '',
        `Choose your name and password here (the link works once, for ${INVITATION_DAYS} days):`,
        link,
        '',
        'If you did not expect this invitation, you can ignore this e-mail.',
      ].join('\n'),
    });
    await recordAudit(tx, {
      actor: actorOf(inviter),
      action: 'staff.invited',
      target: `invitation:${invitation!.id}`,
      detail: { role: input.role },
    });
    return {
      id: invitation!.id,
      email: invitation!.email,
      role: invitation!.role,
      expiresAt: invitation!.expiresAt.toISOString(),
    };
  });
}

/** Pending invitations (not used, not expired), newest first. */
export async function listInvitations(db: Database) {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(sql`${staffInvitations.createdAt} desc`);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function revokeInvitation(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/**
 * Uses an invitation: creates the account (or brings back a removed one with the same address).
 * @returns the new staff row, 'invalid' for an unknown, used or expired token, 'exists' when the
 * address became an active account meanwhile.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name: string; password: string },
): Promise<StaffRow | 'invalid' | 'exists'> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(input.token)),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!invitation) return 'invalid';
    const [current] = await tx
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, invitation.email))
      .for('update');
    if (current && !current.removedAt) return 'exists';
    const row = await reviveOrInsertStaff(
      tx,
      current,
      {
        name: input.name,
        role: invitation.role,
        passwordHash,
        lastSignInAt: sql`now()`,
      },
      { email: invitation.email, name: input.name },
    );
    await recordAudit(tx, {
      actor: actorOf(row),
      action: 'staff.invitation_accepted',
      target: staffTarget(row.id),
      detail: { role: row.role },
    });
    return row;
  });
}

/** The address and name of a pending, unexpired invitation, so its page can greet the person. */
export async function previewInvitation(
  db: Database,
  token: string,
): Promise<{ email: string; name: string | null } | undefined> {
  const [row] = await db
    .select({ email: staffInvitations.email, name: staffInvitations.name })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}
