import { z } from 'zod';
import { text } from '../common/text.ts';

// The academy's learner side: accounts (POST /api/users/sign-up, /api/users/sign-in), the course
// calls under /api/academy/website (bearer token) and public certificate verification
// (GET /api/certificates/:certificateId). The answers keep the original API's field names
// (`_id`, `courseName`, `courseId` …) so the original front end could read them unchanged.

/** Token lives: without and with "Remember me". */
export const LEARNER_TOKEN_DAYS = 1;
export const LEARNER_TOKEN_REMEMBER_DAYS = 30;
/** Failed sign-ins from one client that lock that account for that client, and for how long. */
export const LEARNER_MAX_FAILED_SIGN_INS = 5;
export const LEARNER_LOCKOUT_MINUTES = 15;
/** A lecture counts as watched once played seconds exceed its duration minus this. */
export const AUTO_COMPLETE_SECONDS_BEFORE_END = 2;
/** Local storage key of the signed-in learner's credential (the whole sign-in answer). */
export const LEARNER_CREDENTIAL_KEY = 'user-cred';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  þ: 'th',
};

/** A name as a file-name part: ASCII letters and digits joined by hyphens, at most 60 long. */
export function fileNamePart(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłæœßđþ]/g, (letter) => UNDECOMPOSED[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/**
 * The certificate's file name: the course and the learner, so a folder of certificates reads by
 * itself ("certificate-esg-fundamentals-zoe-orsted.pdf"); parts that leave nothing are left out.
 */
export function certificateFileName(courseName: string, learnerName: string): string {
  const course = fileNamePart(courseName);
  const parts = [
    course.startsWith('certificate') ? '' : 'certificate',
    course,
    fileNamePart(learnerName),
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
/** Path of the public verification page; the full URL is PUBLIC_URL + this. */
export const certificatePagePath = (certificateId: string) =>
  `/certificates/${encodeURIComponent(certificateId)}`;
/**
 * Certificate IDs look like VRD-7K4M-Q2XP-9TZC-M3RW-8DQA: Crockford base32, 100 random bits.
 * Those issued before 2026-11 have three groups (60 bits) and stay valid.
 */
export const CERTIFICATE_ID_PATTERN =
  /^VRD(?:-[0-9A-HJKMNP-TV-Z]{4}){3}(?:(?:-[0-9A-HJKMNP-TV-Z]{4}){2})?$/;

/** A certificate ID as typed (any case, spaces around): the stored form, or undefined. */
export function normaliseCertificateId(raw: string): string | undefined {
  const id = raw.trim().toUpperCase();
  return CERTIFICATE_ID_PATTERN.test(id) ? id : undefined;
}

/** How long the learner screens show their messages (milliseconds). */
export const academyTimings = {
  signInErrorMs: 5000,
  signUpErrorMs: 5000,
  enrolToastMs: 3000,
  redirectAfterSignInMs: 3000,
  redirectAfterSignUpMs: 3000,
} as const;

export const academyMessages = {
  signedIn: 'Logged in successfully',
  /** The same answer whether the address was new or already had an account (no enumeration). */
  signedUp: 'Check your e-mail: we have sent a message to this address to finish signing up.',
  redirectingToSignIn: 'Redirecting To Sign In',
  badCredentials: 'Incorrect e-mail or password.',
  locked: `Too many failed sign-ins. Try again in ${LEARNER_LOCKOUT_MINUTES} minutes.`,
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  enrolled: 'Enrolled successfully',
  markWait: 'Please wait: we are marking your lecture as completed...',
  marked: 'Marked successfully',
  markError: 'Error in Mark Complete',
  notWatched:
    'This lecture is not finished yet: play it to the end (skipping ahead does not count) and it is marked for you.',
  notEnrolled: 'Please enrol in this course first.',
  completeFirst: 'Complete the course first',
  certificateLocked: 'Complete every lecture of this course to receive your certificate.',
  courseNotFound: 'There is no course with this id.',
  lectureNotFound: 'This lecture is not part of this course.',
  certificateNotFound: 'There is no certificate with this ID.',
  certificateRevoked: 'This certificate has been revoked.',
  badCourseId: 'This course id is not valid.',
  badLectureId: 'This lecture id is not valid.',
} as const;

// ---- Requests -----------------------------------------------------------------------------

/** Longest password we hash: bounds the work one request can ask of the server. */
export const LEARNER_PASSWORD_MAX = 256;
export const LEARNER_PASSWORD_MIN = 6;

const atLeastTwo = (label: string, message: string, max: number) =>
  text({ label, max, required: message, min: 2, tooShort: message });

const emailWith = (message: string) =>
  text({ label: 'The e-mail address', max: 254, required: message, tooLong: message })
    .pipe(z.email(message))
    .transform((value) => value.toLowerCase());

/** POST /api/users/sign-up; the form's newsletter toggle stays in the browser. */
export const academySignUpSchema = z.object({
  userName: atLeastTwo('The name', 'Name must be at least 2 characters', 100),
  email: emailWith('Please enter Your business or school email address'),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(LEARNER_PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(LEARNER_PASSWORD_MAX, `Passwords are at most ${LEARNER_PASSWORD_MAX} characters.`),
  organisation: atLeastTwo('The organisation', 'Organisation name is required', 150),
  position: atLeastTwo('The position', 'Position is required', 100),
  country: atLeastTwo('The country', 'Country is required', 100),
});
export type AcademySignUpInput = z.input<typeof academySignUpSchema>;

/** POST /api/users/sign-in; `remember` picks the token's life (1 or 30 days). */
export const academySignInSchema = z.object({
  email: emailWith('Please enter a valid email address'),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(LEARNER_PASSWORD_MAX, `Passwords are at most ${LEARNER_PASSWORD_MAX} characters.`),
  remember: z.boolean({ error: 'Remember me must be true or false.' }).default(false),
});
export type AcademySignInInput = z.input<typeof academySignInSchema>;

/** Ids of courses, sections and lectures are UUIDs. */
export const academyIdField = (message: string) => z.uuid({ error: message });

export const courseIdParamsSchema = z.object({
  courseId: academyIdField(academyMessages.badCourseId),
});
export const lectureParamsSchema = courseIdParamsSchema.extend({
  lectureId: academyIdField(academyMessages.badLectureId),
});

/** PUT /api/academy/website/position/:courseId/:lectureId: where the player stopped. */
export const lecturePositionSchema = z.object({
  seconds: z
    .number({ error: 'The position must be a number of seconds.' })
    .min(0, 'The position cannot be negative.')
    .max(86_400, 'The position is beyond the end of any lecture.'),
});
export type LecturePositionInput = z.infer<typeof lecturePositionSchema>;

export const certificateIdParamsSchema = z.object({
  certificateId: z
    .string({ error: academyMessages.certificateNotFound })
    .max(40, academyMessages.certificateNotFound),
});

// ---- Answers ------------------------------------------------------------------------------

export const learnerUserSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  organisation: z.string(),
  position: z.string(),
  country: z.string(),
});
export type LearnerUser = z.infer<typeof learnerUserSchema>;

export const academySignUpResponseSchema = z.object({ message: z.string() });

/** Stored whole in local storage under `user-cred`; `token` is the bearer token. */
export const academySignInResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
  user: learnerUserSchema,
});
export type AcademySignInResponse = z.infer<typeof academySignInResponseSchema>;

const courseSummarySchema = z.object({
  _id: z.string(),
  courseName: z.string(),
  description: z.string(),
  /** A site path (/media/academy/…, /uploads/…) or an https address. */
  courseImage: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** GET /api/academy/website: every published course, with the learner's own progress. */
export const courseListItemSchema = courseSummarySchema.extend({
  /** Whole percent, 0–100: completed lectures ÷ all lectures. */
  progressPercentage: z.number(),
  enrolled: z.boolean(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;
export const courseListSchema = z.array(courseListItemSchema);

/** GET /api/academy/website/myCourses: the learner's enrolments, newest first. */
export const enrolmentSchema = z.object({
  _id: z.string(),
  /** null when the course has been unpublished since; the page skips such entries. */
  courseId: courseSummarySchema.nullable(),
  progressPercentage: z.number(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const myCoursesSchema = z.array(enrolmentSchema);

/** GET /api/academy/website/enroll/:courseId (idempotent). */
export const enrolResponseSchema = z.object({ message: z.string(), enrolment: enrolmentSchema });

export const lectureSchema = z.object({
  _id: z.string(),
  lectureName: z.string(),
  /** A site path (/media/academy/…, /uploads/…) or an https address (also YouTube). */
  lectureUrl: z.string(),
  /** Seconds. */
  duration: z.number(),
  /** WebVTT captions, when the lecture has them. */
  captionsUrl: z.string().optional(),
  completed: z.boolean(),
  /** Seconds where the learner last stopped (0 when never played). */
  position: z.number(),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const sectionSchema = z.object({
  _id: z.string(),
  sectionName: z.string(),
  lectures: z.array(lectureSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** GET /api/academy/website/:courseId (enrolled learners only). */
export const courseDetailSchema = z.object({
  courseId: courseSummarySchema.extend({ sections: z.array(sectionSchema) }),
  /** Every lecture completed: the certificate and LinkedIn sharing are available. */
  completed: z.boolean(),
  progressPercentage: z.number(),
  /** Set once the certificate has been issued. */
  certificateId: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** GET /api/academy/website/markComplete/:courseId/:lectureId (idempotent). */
export const markCompleteResponseSchema = z.object({
  message: z.string(),
  progressPercentage: z.number(),
  completed: z.boolean(),
});

/** GET /api/academy/website/share/:courseId (completed courses only): what LinkedIn needs. */
export const shareResponseSchema = z.object({
  /** The public verification page. */
  url: z.string(),
  certificateId: z.string(),
  courseName: z.string(),
  /** The issuing organisation (LinkedIn's organizationName). */
  issuer: z.string(),
  issueYear: z.number(),
  issueMonth: z.number(),
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/**
 * `expired`: past the validity period its course set; `withdrawn`: the learner deleted their
 * account, and the certificate then carries no name.
 */
export const certificateStatuses = ['valid', 'expired', 'revoked', 'withdrawn'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** GET /api/certificates/:certificateId (public). */
export const certificateVerificationSchema = z.object({
  certificateId: z.string(),
  /** Empty for a withdrawn certificate. */
  learnerName: z.string(),
  courseName: z.string(),
  /** YYYY-MM-DD (UTC). */
  issuedAt: z.string(),
  /** YYYY-MM-DD (UTC): when the last lecture was completed. */
  completedAt: z.string(),
  issuer: z.string(),
  status: z.enum(certificateStatuses),
  /** YYYY-MM-DD when revoked, else null. */
  revokedAt: z.string().nullable(),
  /** YYYY-MM-DD after which the certificate is expired; null when it does not expire. */
  expiresAt: z.string().nullable(),
  /** CPD hours the course was worth when issued (0: none claimed), and its field of study. */
  cpdHours: z.number(),
  fieldOfStudy: z.string(),
  url: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
