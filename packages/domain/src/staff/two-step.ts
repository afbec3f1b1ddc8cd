import { z } from 'zod';
import { text } from '../common/text.ts';
import type { StaffRole } from './accounts.ts';

// Two-step sign-in for staff (TOTP, RFC 6238, with single-use recovery codes). Roles that can read
// cases or personal data must have a second factor; editors may choose one.

/** Recovery codes given at enrolment (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** How recent the admin's own second factor must be to reset a colleague's (minutes). */
export const TWO_STEP_RECENT_MINUTES = 10;

/** Whether a role must have a second factor: every role except editor (content only). */
export const roleNeedsTwoStep = (role: StaffRole | string) => role !== 'editor';

/**
 * Where a session stands: `verified` (second factor given), `not-required` (an editor without
 * one), `code-required` (password given, code still due), `enrolment-required` (must set one up).
 */
export const twoStepStates = [
  'verified',
  'not-required',
  'code-required',
  'enrolment-required',
] as const;
export type TwoStepState = (typeof twoStepStates)[number];

export const twoStepMessages = {
  enrolmentRequired: 'Set up two-step sign-in',
  codeRequired: 'Enter the code from your authenticator app to finish signing in.',
  badCode:
    'That code is not right, or it has already been used. Wait for a new code and try again.',
  alreadyEnrolled: 'Two-step sign-in is already set up for this account.',
  noEnrolment: 'Start setting up two-step sign-in first.',
  recentFactorRequired: `Confirm your own two-step code first (within the last ${TWO_STEP_RECENT_MINUTES} minutes).`,
  selfReset: 'You cannot reset your own two-step sign-in: ask another administrator.',
  sessionNotFound: 'There is no such session of yours: it may have ended already.',
  crossSite: 'This request came from another site and was refused.',
} as const;

/** Six digits from the app, or a recovery code (xxxxx-xxxxx, letters and digits). */
const codeField = z
  .string({ error: 'Please enter the code.' })
  .trim()
  .min(1, 'Please enter the code.')
  .max(32, 'That code is too long.')
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code.');

/** POST /api/admin/session/code */
export const twoStepCodeSchema = z.object({ code: codeField });
export type TwoStepCodeInput = z.infer<typeof twoStepCodeSchema>;

/** POST /api/admin/two-step/totp/confirm: only the app's 6 digits. */
export const totpConfirmSchema = z.object({
  code: z
    .string({ error: 'Please enter the code.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpConfirmInput = z.infer<typeof totpConfirmSchema>;

/** POST /api/admin/two-step/totp/start: what the authenticator app needs. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Shown once after enrolment. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /api/admin/sessions: "Where you're signed in" (no IP address is kept). */
export const signedInSessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Browser family and platform, e.g. "Firefox on Windows". */
  browser: z.string(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionsSchema = z.array(signedInSessionSchema);

/** A passkey's name, as its owner calls it ("Work laptop"). */
export const passkeyNameSchema = z.object({
  // The shared text rules: no control characters (NUL would reach the database), well formed.
  name: text({
    label: 'The passkey name',
    max: 60,
    required: 'Please name the passkey.',
    tooLong: 'Passkey names are at most 60 characters.',
  }),
});

/** A WebAuthn response as @simplewebauthn/browser hands it over (checked by the library). */
const webauthnResponse = z
  .object({ id: z.string().max(1024), rawId: z.string().max(1024), type: z.literal('public-key') })
  .loose();

/** POST /api/admin/passkeys/registration/verify */
export const passkeyRegistrationSchema = passkeyNameSchema.extend({ response: webauthnResponse });
/** POST /api/admin/passkeys/sign-in/verify */
export const passkeySignInSchema = z.object({ response: webauthnResponse });

export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyMessages = {
  failed: 'The passkey could not be checked. Try again, or sign in with your password.',
  notFound: 'There is no such passkey of yours.',
} as const;
