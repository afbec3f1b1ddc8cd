import { z } from 'zod';
import { academyIdField, certificateStatuses } from './learner.ts';
import { text } from '../common/text.ts';

// Course management in the back-office (editors and admins) under /api/admin/courses: courses,
// sections, lectures, order, publishing, learners per course and certificate revocation.

/** Largest lecture video an editor may upload (bytes); it is streamed to storage, never buffered. */
export const LECTURE_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** Video containers we accept for uploads, checked by their first bytes. */
export const lectureVideoTypes = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
} as const;
export type LectureVideoExtension = keyof typeof lectureVideoTypes;
/** Longest lecture we accept (seconds): 12 hours. */
export const LECTURE_DURATION_MAX = 12 * 3600;

export const courseAdminMessages = {
  created: 'The course has been created.',
  saved: 'Your changes have been saved.',
  published: 'The course is published: learners can see it.',
  unpublished: 'The course is hidden from learners.',
  cannotPublishEmpty: 'Add at least one lecture before publishing the course.',
  sectionNotFound: 'There is no section with this id in this course.',
  lectureNotFound: 'There is no lecture with this id in this section.',
  reorderMismatch: 'The new order must list every item exactly once. Refresh and try again.',
  videoTooLarge: `The video is too large. Please upload one of ${LECTURE_VIDEO_MAX_BYTES / 1024 / 1024} MB or less.`,
  videoWrongType: 'This file is not an MP4, WebM or Ogg video.',
  videoMissing: 'Please choose a video file to upload.',
  durationNeeded:
    'We could not read the length of this video. Please enter its duration in seconds.',
  certificateRevoked: 'The certificate has been revoked. Its verification page now says so.',
  certificateAlreadyRevoked: 'This certificate has already been revoked.',
} as const;

/** Where course images and lecture media may come from: our own paths or any https address. */
const MEDIA_URL_PATTERN =
  /^(?:\/uploads\/[A-Za-z0-9._/-]+|\/media\/academy\/[A-Za-z0-9._/-]+|\/media\/(?:lectures|captions)\/[a-f0-9]{32}\.[a-z0-9]{3,4}|\/images\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/;

const mediaUrl = (label: string, required: string) =>
  text({ label, max: 1000, required, tooLong: `${label} is too long.` })
    .regex(MEDIA_URL_PATTERN, `${label} must be an uploaded file or an https:// address.`)
    .refine((value) => !value.includes('..'), `${label} must not contain "..".`);

const optionalMediaUrl = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    mediaUrl(label, `Please enter ${label.toLowerCase()}.`).optional(),
  );

/** Seconds, whole, 1 to 12 hours. */
export const lectureDurationField = z.coerce
  .number({ error: 'The duration must be a number of seconds.' })
  .int('The duration must be whole seconds.')
  .min(1, 'The duration must be at least 1 second.')
  .max(LECTURE_DURATION_MAX, 'The duration must be at most 12 hours.');

/** Continuing professional development hours a course is worth, in half-hour steps. */
export const CPD_HOURS_MAX = 100;
export const cpdHoursField = z.coerce
  .number({ error: 'CPD hours must be a number, for example 1.5.' })
  .min(0, 'CPD hours cannot be negative.')
  .max(CPD_HOURS_MAX, `CPD hours must be at most ${CPD_HOURS_MAX}.`)
  .refine(
    (hours) => Number.isInteger(hours * 2),
    'CPD hours go in half-hour steps, for example 1.5.',
  );

/** How long a certificate stays valid, in months; empty: it does not expire. */
export const VALIDITY_MONTHS_MAX = 120;
export const validityMonthsField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ error: 'The validity must be a whole number of months.' })
    .int('The validity must be a whole number of months.')
    .min(1, 'The validity must be at least 1 month, or empty for no expiry.')
    .max(VALIDITY_MONTHS_MAX, `The validity must be at most ${VALIDITY_MONTHS_MAX} months.`)
    .nullable(),
);

/** POST /api/admin/courses, PUT /api/admin/courses/:courseId */
export const courseInputSchema = z.object({
  courseName: text({
    label: 'The course name',
    max: 200,
    required: 'Please enter the course name.',
    min: 3,
    tooShort: 'The course name must be at least 3 characters.',
  }),
  description: text({
    label: 'The description',
    max: 2000,
    required: 'Please enter a description.',
    multiline: true,
  }),
  courseImage: mediaUrl('The course image', 'Please add a course image.'),
  // Optional, so a client that knows only name, description and image keeps working.
  cpdHours: cpdHoursField.default(0),
  fieldOfStudy: text({ label: 'The field of study', max: 100 }).default(''),
  validityMonths: validityMonthsField.default(null),
});
export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

/** POST /api/admin/courses/:courseId/sections, PUT …/sections/:sectionId */
export const sectionInputSchema = z.object({
  sectionName: text({ label: 'The section name', max: 200, required: 'Please name the section.' }),
});
export type SectionInput = z.infer<typeof sectionInputSchema>;

const lectureName = text({
  label: 'The lecture name',
  max: 200,
  required: 'Please name the lecture.',
});

/** POST …/sections/:sectionId/lectures with JSON: a lecture whose video lives at an address. */
export const lectureUrlInputSchema = z.object({
  lectureName,
  lectureUrl: mediaUrl('The video address', 'Please enter the video address.'),
  duration: lectureDurationField,
  captionsUrl: optionalMediaUrl('The captions address'),
});
export type LectureUrlInput = z.input<typeof lectureUrlInputSchema>;

/**
 * POST …/sections/:sectionId/lectures/upload (multipart): the text fields sent BEFORE the file
 * part ("file"); duration may be left empty when the server can read it from the video.
 */
export const lectureUploadFieldsSchema = z.object({
  lectureName,
  duration: z.preprocess(
    (value) => (value === '' ? undefined : value),
    lectureDurationField.optional(),
  ),
});
export type LectureUploadFields = z.input<typeof lectureUploadFieldsSchema>;

/** PUT …/lectures/:lectureId: rename, correct the duration, change address or captions. */
export const lectureUpdateSchema = z.object({
  lectureName,
  duration: lectureDurationField,
  lectureUrl: mediaUrl('The video address', 'Please enter the video address.'),
  captionsUrl: optionalMediaUrl('The captions address'),
});
export type LectureUpdateInput = z.input<typeof lectureUpdateSchema>;

/** PUT …/sections/order or …/sections/:sectionId/lectures/order: every id once, new order. */
export const reorderSchema = z.object({
  ids: z
    .array(academyIdField('Each id must be a valid id.'))
    .min(1, 'Please send the new order.')
    .max(500, 'Too many items to reorder at once.'),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

/** PUT /api/admin/courses/:courseId/publish */
export const publishSchema = z.object({
  published: z.boolean({ error: 'Published must be true or false.' }),
});
export type PublishInput = z.infer<typeof publishSchema>;

/** POST /api/admin/certificates/:certificateId/revoke */
export const revokeCertificateSchema = z.object({
  reason: text({ label: 'The reason', max: 500, multiline: true }).default(''),
});
export type RevokeCertificateInput = z.input<typeof revokeCertificateSchema>;

export const adminCourseParamsSchema = z.object({
  courseId: academyIdField('This course id is not valid.'),
});
export const adminSectionParamsSchema = adminCourseParamsSchema.extend({
  sectionId: academyIdField('This section id is not valid.'),
});
export const adminLectureParamsSchema = adminSectionParamsSchema.extend({
  lectureId: academyIdField('This lecture id is not valid.'),
});

// ---- Answers ------------------------------------------------------------------------------

export const lectureSources = ['upload', 'url'] as const;

export const adminLectureSchema = z.object({
  _id: z.string(),
  lectureName: z.string(),
  lectureUrl: z.string(),
  duration: z.number(),
  captionsUrl: z.string().nullable(),
  source: z.enum(lectureSources),
  position: z.number(),
});
export type AdminLecture = z.infer<typeof adminLectureSchema>;

export const adminSectionSchema = z.object({
  _id: z.string(),
  sectionName: z.string(),
  position: z.number(),
  lectures: z.array(adminLectureSchema),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

const adminCourseBase = z.object({
  _id: z.string(),
  courseName: z.string(),
  description: z.string(),
  courseImage: z.string(),
  cpdHours: z.number(),
  fieldOfStudy: z.string(),
  validityMonths: z.number().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});

/** GET /api/admin/courses */
export const adminCourseListItemSchema = adminCourseBase.extend({
  sectionCount: z.number(),
  lectureCount: z.number(),
  enrolmentCount: z.number(),
  completedCount: z.number(),
});
export type AdminCourseListItem = z.infer<typeof adminCourseListItemSchema>;
export const adminCourseListSchema = z.array(adminCourseListItemSchema);

/** GET /api/admin/courses/:courseId (and the answer of every edit) */
export const adminCourseSchema = adminCourseBase.extend({ sections: z.array(adminSectionSchema) });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /api/admin/courses/:courseId/learners */
export const courseLearnerSchema = z.object({
  enrolmentId: z.string(),
  userName: z.string(),
  email: z.string(),
  organisation: z.string(),
  enrolledAt: z.string(),
  completedLectures: z.number(),
  progressPercentage: z.number(),
  /** ISO time the last lecture was completed, when every lecture is. */
  completedAt: z.string().nullable(),
  certificate: z
    .object({
      certificateId: z.string(),
      issuedAt: z.string(),
      status: z.enum(certificateStatuses),
      revokedAt: z.string().nullable(),
    })
    .nullable(),
});
export type CourseLearner = z.infer<typeof courseLearnerSchema>;
export const courseLearnersSchema = z.object({
  lectureCount: z.number(),
  learners: z.array(courseLearnerSchema),
});
export type CourseLearners = z.infer<typeof courseLearnersSchema>;
