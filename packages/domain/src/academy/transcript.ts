import { z } from 'zod';
import { certificateStatuses, fileNamePart } from './learner.ts';

// "My certificates": the learner's certificates with their CPD hours, and a per-year CPD
// transcript to download as PDF or CSV (for a professional body's CPD return).

export const transcriptFormats = ['pdf', 'csv'] as const;
export type TranscriptFormat = (typeof transcriptFormats)[number];

export const TRANSCRIPT_FIRST_YEAR = 2000;

/** GET /api/academy/website/transcript?year=2026&format=pdf */
export const transcriptQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'The year must be a number, such as 2026.' })
    .int('The year must be a whole number, such as 2026.')
    .min(TRANSCRIPT_FIRST_YEAR, `The year must be ${TRANSCRIPT_FIRST_YEAR} or later.`)
    .max(2100, 'The year must be 2100 or earlier.'),
  format: z.enum(transcriptFormats, { error: 'The format must be pdf or csv.' }).default('pdf'),
});
export type TranscriptQuery = z.infer<typeof transcriptQuerySchema>;

export const myCertificateSchema = z.object({
  certificateId: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  cpdHours: z.number(),
  fieldOfStudy: z.string(),
  issuedAt: z.string(),
  status: z.enum(certificateStatuses),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** GET /api/academy/website/certificates: newest first, and the years a transcript covers. */
export const myCertificatesSchema = z.object({
  certificates: z.array(myCertificateSchema),
  years: z.array(z.number()),
});
export type MyCertificates = z.infer<typeof myCertificatesSchema>;

/** The transcript's file name: "cpd-transcript-2026-ada-lovelace.pdf". */
export const transcriptFileName = (year: number, learnerName: string, format: TranscriptFormat) =>
  `${['cpd-transcript', String(year), fileNamePart(learnerName)].filter(Boolean).join('-')}.${format}`;
