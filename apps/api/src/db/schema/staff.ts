import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffPermissions, staffRoles } from '@verdantia/domain';

// The staff back-office: accounts, their sessions, invitations and the audit log. Secrets are
// never stored in clear: passwords as argon2id hashes, session and invitation tokens as SHA-256.

const at = (name: string) => timestamp(name, { withTimezone: true });
const roleCheck = (column: unknown) =>
  sql`${column} in (${sql.raw(staffRoles.map((r) => `'${r}'`).join(', '))})`;

/**
 * Staff accounts. E-mails are stored lower-cased (unique). Removing a member keeps the row
 * (removed_at) so the audit log and authored content still name them; sign-in refuses it.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Part of every sign-in counter key: raising it (an admin's unlock, a password reset) starts
     * all of this account's counters afresh, from every address, in any counter store.
     */
    lockoutGeneration: integer('lockout_generation').notNull().default(0),
    /** When a lockout of this account (from some address) ends: shown to admins, not enforced. */
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at'),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    /** The TOTP secret, sealed with DATA_KEY (`<key id>:<sealed>`); null until enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment but not yet confirmed with a code (sealed likewise). */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted 30-second step: a code is accepted once (replay refused). */
    totpLastStep: integer('totp_last_step'),
    totpEnabledAt: at('totp_enabled_at'),
  },
  (t) => [check('staff_users_role_check', roleCheck(t.role))],
);

/** One row per signed-in browser; the cookie holds the token, the row only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Slides forward on every authenticated request (idle timeout). */
    expiresAt: at('expires_at').notNull(),
    /** Password given, second factor still due: the session opens nothing but the code step. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /** When this session last proved the second factor (an admin's reset needs a recent one). */
    secondFactorAt: at('second_factor_at'),
    /** Browser family from the user agent (no IP, no full user agent). */
    browser: text('browser'),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/** Single-use recovery codes, argon2id-hashed; used ones keep their row with used_at. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_id_idx').on(t.staffId)],
);

/** Pending and used invitations; the e-mailed link carries the token, the row its SHA-256. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role', { enum: staffRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    check('staff_invitations_role_check', roleCheck(t.role)),
    index('staff_invitations_email_idx').on(t.email),
    // One pending invitation per address, even when two admins invite the same person at once.
    uniqueIndex('staff_invitations_pending_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/**
 * Who did what and when. The actor's e-mail is copied so entries stay readable after the account
 * changes; `detail` never holds passwords, tokens or a lead's personal data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * Permissions granted to one account on top of its role (today: `case_manager`, who reads and
 * assigns TrustLink cases; the site admin role alone does not). One row per grant.
 */
export const staffPermissionGrants = pgTable(
  'staff_permissions',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: staffPermissions }).notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.permission] }),
    check(
      'staff_permissions_permission_check',
      sql`${t.permission} in (${sql.raw(staffPermissions.map((p) => `'${p}'`).join(', '))})`,
    ),
  ],
);

/** Passkeys (WebAuthn credentials) of staff members: a passkey signs in without password or code. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The credential id (base64url), as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key (base64url): public, so not sealed. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('staff_passkeys_staff_id_idx').on(t.staffId)],
);

/**
 * Pending WebAuthn challenges (in the database, so any instance can finish a ceremony another
 * began). Each is used once: verifying deletes it. `staff_id` is set for a registration.
 */
export const staffWebauthnChallenges = pgTable('staff_webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});
