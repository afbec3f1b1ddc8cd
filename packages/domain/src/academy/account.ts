import { z } from 'zod';
import { text } from '../common/text.ts';
import { LEARNER_PASSWORD_MAX, LEARNER_PASSWORD_MIN, learnerUserSchema } from './learner.ts';

// A learner's own account: password reset and address confirmation by e-mail, name and password
// changes, sign-out everywhere, deletion and a copy of their data.

/** How long a password-reset link works (minutes), and an address-confirmation link (hours). */
export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_HOURS = 48;
/** Reset e-mails one address may be sent per hour, whoever asks. */
export const RESET_MAILS_PER_HOUR = 3;
/** Page paths the e-mailed links open; the token travels in the fragment, never to a server log. */
export const RESET_PAGE_PATH = '/academy-reset-password';
export const VERIFY_PAGE_PATH = '/academy-verify-email';

export const accountMessages = {
  resetRequested:
    'If an account exists for this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  resetDone: 'Your password has been changed. Please sign in with it.',
  linkInvalid:
    'This link is invalid, has already been used or has expired. Please ask for a new one.',
  verified: 'Thank you: your e-mail address is confirmed.',
  verificationSent: 'We have sent you a link to confirm your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  emailNotVerified:
    'Please confirm your e-mail address first: the certificate carries the name of a confirmed account. We can send you the link again from your account page.',
  nameSaved: 'Your name has been saved.',
  passwordChanged: 'Your password has been changed. Other browsers have been signed out.',
  wrongPassword: 'Your current password is not correct.',
  deleted: 'Your account and your learning data have been deleted.',
} as const;

const password = (message: string) =>
  z
    .string({ error: message })
    .min(LEARNER_PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(LEARNER_PASSWORD_MAX, `Passwords are at most ${LEARNER_PASSWORD_MAX} characters.`);

const currentPassword = z
  .string({ error: 'Please enter your current password.' })
  .min(1, 'Please enter your current password.')
  .max(LEARNER_PASSWORD_MAX, `Passwords are at most ${LEARNER_PASSWORD_MAX} characters.`);

/** A token from an e-mailed link: 43 characters of base64url (256 bits). */
const linkToken = z
  .string({ error: accountMessages.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, accountMessages.linkInvalid);

/** POST /api/users/password-reset/request */
export const resetRequestSchema = z.object({
  email: text({
    label: 'The e-mail address',
    max: 254,
    required: 'Please enter a valid email address',
    tooLong: 'Please enter a valid email address',
  })
    .pipe(z.email('Please enter a valid email address'))
    .transform((value) => value.toLowerCase()),
});

/** POST /api/users/password-reset */
export const resetPasswordSchema = z.object({
  token: linkToken,
  password: password('Password must be at least 6 characters'),
});

/** POST /api/users/verify-email */
export const verifyEmailSchema = z.object({ token: linkToken });

/** PATCH /api/users/me */
export const updateProfileSchema = z.object({
  userName: text({
    label: 'The name',
    max: 100,
    min: 2,
    required: 'Name must be at least 2 characters',
    tooShort: 'Name must be at least 2 characters',
  }),
});

/** POST /api/users/me/password */
export const learnerPasswordChangeSchema = z.object({
  currentPassword,
  newPassword: password('Password must be at least 6 characters'),
});

/** DELETE /api/users/me: the password confirms it is the learner. */
export const deleteAccountSchema = z.object({ password: currentPassword });

export const messageSchema = z.object({ message: z.string() });

/** GET /api/users/me */
export const learnerProfileSchema = learnerUserSchema.extend({ emailVerified: z.boolean() });
export type LearnerProfile = z.infer<typeof learnerProfileSchema>;
