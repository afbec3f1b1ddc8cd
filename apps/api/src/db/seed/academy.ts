import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { assessmentQuestions, courseSections, courses, lectures } from '../schema/index.ts';
import { seedQuestionBanks } from './academy-questions.ts';

// The academy's built-in catalogue: the two live certificate courses (their preparation lectures)
// and two self-paced courses. Every video, caption file and image is a small file shipped in
// apps/api/media/academy, so the whole learner journey works offline on a fresh machine. Staff
// edit or unpublish these courses in the back-office afterwards.

interface SeedLecture {
  name: string;
  /** File name in media/academy/videos. */
  video: string;
  /** File name (without .vtt) in media/academy/captions. */
  captions: string;
  seconds: number;
}
interface SeedCourse {
  name: string;
  description: string;
  /** What the certificate is worth: CPD hours (half-hour steps), field, validity in months. */
  cpdHours: number;
  fieldOfStudy: string;
  validityMonths?: number;
  image: string;
  sections: { name: string; lectures: SeedLecture[] }[];
}

const media = '/media/academy';
const lecture = (name: string, video: number, captions: string): SeedLecture => ({
  name,
  video: `lecture-${video}.webm`,
  captions,
  seconds: 4,
});

/**
 * The online preparation for the two live certificate programmes. Completing these short lectures
 * earns a certificate of completion, so they must not carry the programmes' own certificate names
 * (they did until seed academy-v2, which renames them where staff left the old name).
 */
export const PREPARATION_COURSES = [
  {
    name: 'Sustainability Reporting and Assurance: preparation lectures',
    formerName: 'Certificate of Practice in Sustainability Reporting and Assurance',
  },
  {
    name: 'ESG and Climate Risk Management: preparation lectures',
    formerName: 'Certificate of Practice in ESG and Climate Risk Management',
  },
] as const;

const creditOf = (seed: SeedCourse) => ({
  cpdHalfHours: Math.round(seed.cpdHours * 2),
  fieldOfStudy: seed.fieldOfStudy,
  validityMonths: seed.validityMonths ?? null,
});

/**
 * Seed academy-v2, for databases seeded before: renames the preparation courses seeded under the
 * programmes' certificate names, and gives the built-in courses their CPD hours, field of study
 * and validity where staff have not set any.
 */
export async function updateBuiltInCourses(db: Database): Promise<void> {
  for (const { name, formerName } of PREPARATION_COURSES) {
    await db.update(courses).set({ courseName: name }).where(eq(courses.courseName, formerName));
  }
  for (const seed of builtInCourses) {
    await db
      .update(courses)
      .set(creditOf(seed))
      .where(
        and(
          eq(courses.courseName, seed.name),
          eq(courses.cpdHalfHours, 0),
          eq(courses.fieldOfStudy, ''),
        ),
      );
  }
}

export const builtInCourses: readonly SeedCourse[] = [
  {
    name: PREPARATION_COURSES[0].name,
    cpdHours: 1,
    fieldOfStudy: 'Sustainability reporting and assurance',
    description:
      'A live certificate programme of three half-day sessions and a team assessment on reporting frameworks, materiality, data controls and assurance readiness. These short lectures prepare you for the live sessions.',
    image: 'reporting-assurance.svg',
    sections: [
      {
        name: 'Before the live sessions',
        lectures: [
          lecture('Welcome and how the programme runs', 1, 'sra-welcome'),
          lecture('Reporting frameworks at a glance: ISSB, ESRS and GRI', 2, 'sra-frameworks'),
        ],
      },
      {
        name: 'Assurance readiness',
        lectures: [lecture('What an assurance provider will ask for', 3, 'sra-assurance')],
      },
    ],
  },
  {
    name: PREPARATION_COURSES[1].name,
    cpdHours: 0.5,
    fieldOfStudy: 'Climate and ESG risk management',
    description:
      'A live certificate programme on identifying, assessing and managing ESG and climate-related risks, from physical and transition risk to scenario analysis and disclosure. Start here before the first live session.',
    image: 'climate-risk.svg',
    sections: [
      {
        name: 'Before the live sessions',
        lectures: [
          lecture('Welcome and the course rules', 4, 'crm-welcome'),
          lecture('Climate risk in one picture: physical and transition risk', 1, 'crm-risk'),
        ],
      },
    ],
  },
  {
    name: 'ESG Fundamentals',
    cpdHours: 1.5,
    fieldOfStudy: 'Sustainability fundamentals',
    description:
      'A self-paced introduction to environmental, social and governance topics: what ESG means, who asks for ESG information and why, and how to hold your first materiality conversation.',
    image: 'esg-fundamentals.svg',
    sections: [
      {
        name: 'What ESG means',
        lectures: [
          lecture('Environmental, social and governance in plain words', 2, 'fundamentals-esg'),
          lecture('Who asks for ESG information, and why', 3, 'fundamentals-audience'),
        ],
      },
      {
        name: 'Getting started',
        lectures: [lecture('Your first materiality conversation', 4, 'fundamentals-materiality')],
      },
    ],
  },
  {
    name: 'Carbon Accounting Essentials',
    cpdHours: 2,
    fieldOfStudy: 'Greenhouse gas accounting',
    // Emission factors and methods change: a refresher every three years.
    validityMonths: 36,
    description:
      'A self-paced course on measuring and reducing greenhouse gas emissions: Scopes 1, 2 and 3, activity data and emission factors, and setting a baseline and a target you can track.',
    image: 'carbon-accounting.svg',
    sections: [
      {
        name: 'Measuring emissions',
        lectures: [
          lecture('Scopes 1, 2 and 3 explained', 1, 'carbon-scopes'),
          lecture('Activity data and emission factors', 2, 'carbon-factors'),
        ],
      },
      {
        name: 'Reducing emissions',
        lectures: [lecture('Setting a baseline and a target', 3, 'carbon-baseline')],
      },
    ],
  },
];

/** Stores the built-in courses, published, in catalogue order. */
export async function seedAcademy(db: Database): Promise<void> {
  for (const [courseIndex, seed] of builtInCourses.entries()) {
    const [course] = await db
      .insert(courses)
      .values({
        courseName: seed.name,
        description: seed.description,
        courseImage: `${media}/images/${seed.image}`,
        ...creditOf(seed),
        published: true,
        position: courseIndex + 1,
      })
      .returning({ id: courses.id });
    for (const [sectionIndex, sectionSeed] of seed.sections.entries()) {
      const [section] = await db
        .insert(courseSections)
        .values({ courseId: course!.id, sectionName: sectionSeed.name, position: sectionIndex })
        .returning({ id: courseSections.id });
      await db.insert(lectures).values(
        sectionSeed.lectures.map((item, lectureIndex) => ({
          courseId: course!.id,
          sectionId: section!.id,
          lectureName: item.name,
          lectureUrl: `${media}/videos/${item.video}`,
          captionsUrl: `${media}/captions/${item.captions}.vtt`,
          duration: item.seconds,
          source: 'url' as const,
          position: lectureIndex,
        })),
      );
    }
  }
}

/**
 * Seed academy-v3: a ten-question final assessment for each built-in course (eight drawn per
 * attempt, 70 % to pass, three attempts an hour apart), where staff have not written one yet.
 */
export async function seedFinalAssessments(db: Database): Promise<void> {
  for (const [courseName, bank] of Object.entries(seedQuestionBanks)) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.courseName, courseName));
    if (!course) continue;
    const existing = await db
      .select({ id: assessmentQuestions.id })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.courseId, course.id))
      .limit(1);
    if (existing.length > 0) continue;
    await db
      .update(courses)
      .set({
        assessmentDrawCount: 8,
        assessmentPassPercent: 70,
        assessmentMaxAttempts: 3,
        assessmentCooldownMinutes: 60,
      })
      .where(eq(courses.id, course.id));
    await db.insert(assessmentQuestions).values(
      bank.map((question, position) => ({
        courseId: course.id,
        prompt: question.prompt,
        kind: question.kind,
        options: question.options.map(([text, correct]) => ({ id: randomUUID(), text, correct })),
        explanation: question.explanation,
        position,
      })),
    );
  }
}
