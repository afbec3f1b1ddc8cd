import { z } from 'zod';
import { emailField } from '../leads/forms.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import { twoStepStates } from './two-step.ts';

// The staff back-office (/admin and /api/admin/*): roles, the request schemas shared by the forms
// and the routes, and the answers' shapes. Passwords are argon2id hashes; sessions live in the
// database.

/** admin: everything, manages staff; case_handler: TrustLink only; editor: blog, news, courses. */
export const staffRoles = ['admin', 'case_handler', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  case_handler: 'Case handler',
  editor: 'Editor',
};

/** Shortest new password we accept (NIST SP 800-63B asks for at least 8; we ask for 12). */
export const PASSWORD_MIN = 12;
/** Longest password we hash: bounds the work one request can ask of the server. */
export const PASSWORD_MAX = 256;

/** Idle time after which a staff session ends (minutes), and the longest a session lives at all. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
/** Failed sign-ins in a row that lock an account, and for how long (minutes). */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;
export const INVITATION_DAYS = 7;

/** What the back-office says; the UI shows the server's message, these are the ones it sends. */
export const staffMessages = {
  badCredentials: 'Incorrect e-mail or password.',
  locked: `Too many failed sign-ins. Try again in ${LOCKOUT_MINUTES} minutes.`,
  expired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'Your role does not give access to this page.',
  wrongCurrentPassword: 'Your current password is not correct.',
  invitationInvalid:
    'This invitation link is invalid, has expired or has already been used. Ask an administrator for a new one.',
  alreadyStaff: 'This person already has a staff account.',
  invitationPending:
    'An invitation to this address was sent a moment ago. Refresh the list to see it.',
  selfRoleChange: 'You cannot change your own role.',
  selfRemoval: 'You cannot remove your own account.',
  lastAdmin: 'There must always be at least one administrator.',
  staffNotFound: 'There is no staff member with this id.',
} as const;

const passwordField = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`);

const newPasswordField = z
  .string({ error: 'Please choose a password.' })
  .min(PASSWORD_MIN, `Please choose a password of at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`);

const nameField = text({
  label: 'The name',
  max: 100,
  required: 'Please enter a name.',
  tooLong: 'Names are at most 100 characters.',
});

const roleField = z.enum(staffRoles, { error: 'Please choose a role.' });

/** POST /api/admin/session */
export const signInSchema = z.object({ email: emailField, password: passwordField });
export type SignInInput = z.infer<typeof signInSchema>;

/** POST /api/admin/password */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password.' })
      .min(1, 'Please enter your current password.')
      .max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`),
    newPassword: newPasswordField,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/admin/staff/invitations */
export const inviteStaffSchema = z.object({
  email: emailField,
  role: roleField,
  name: blankAsUndefined(nameField),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;
export type InviteStaff = z.output<typeof inviteStaffSchema>;

/** POST /api/admin/invitations/accept (public: the token is the credential) */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ error: 'The invitation link is incomplete.' })
    .min(1, 'The invitation link is incomplete.')
    .max(200, 'The invitation link is not valid.'),
  name: nameField,
  password: newPasswordField,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** POST /api/admin/invitations/preview (public): who a pending invitation is for. */
export const invitationPreviewSchema = acceptInvitationSchema.pick({ token: true });
export type InvitationPreviewInput = z.infer<typeof invitationPreviewSchema>;

/** PATCH /api/admin/staff/:id */
export const updateStaffSchema = z.object({ role: roleField });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

// ---- Answers ------------------------------------------------------------------------------

export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** One member, as answered by a role change or an accepted invitation. */
export const staffMemberResponseSchema = z.object({ staff: staffUserSchema });

export const staffSessionResponseSchema = z.object({
  staff: staffUserSchema,
  /** Where this session stands with the second factor (see two-step.ts). */
  twoStep: z.enum(twoStepStates),
});

export const staffStatuses = ['active', 'locked'] as const;
export const staffListItemSchema = staffUserSchema.extend({
  status: z.enum(staffStatuses),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** ISO time the failed-sign-in lock ends, while one runs; null otherwise. */
  lockedUntil: z.string().nullable(),
  /** Holds the TrustLink case-manager permission (reads and assigns cases). */
  caseManager: z.boolean(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(staffRoles),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** 'outbox' when no mail server is configured: the e-mail waits in the outbox, not sent yet. */
export const mailDeliveryValues = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof mailDeliveryValues)[number];
export const invitationCreatedSchema = z.object({
  invitation: invitationSchema,
  mailDelivery: z.enum(mailDeliveryValues),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

export const invitationPreviewResponseSchema = z.object({
  email: z.string(),
  /** The name the admin typed when inviting, if any. */
  name: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewResponseSchema>;

export const dashboardSchema = z.object({
  newLeads: z.number().optional(),
  openCases: z.number().optional(),
  drafts: z.number().optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
