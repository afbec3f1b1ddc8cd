import type { App } from '../app.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  assessmentAttempts,
  assessmentQuestions,
  courseSections,
  courses,
  learners,
  lectureProgress,
  lectures,
} from '../db/schema/index.ts';

let sequence = 0;

/** Signs a new learner up and in through the API. @returns the token, the user and a header. */
export async function learnerWithToken(
  app: App,
  name = 'Ada Lovelace',
  options: { verified?: boolean } = {},
) {
  const email = `learner-${process.pid}-${Date.now()}-${sequence++}@example.org`;
  const password = 'engines-42';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/users/sign-up',
    payload: {
      userName: name,
      email,
      password,
      organisation: 'Analytical Society',
      position: 'Analyst',
      country: 'United Kingdom',
    },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  // Confirmed, as if the learner had opened the e-mailed link (a certificate needs it).
  if (options.verified !== false) {
    await app.db
      .update(learners)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(learners.email, email));
  }
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/users/sign-in',
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const { token, user } = signIn.json() as { token: string; user: { _id: string } };
  return { token, user, email, password, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A course stored directly: `lectureCounts` lectures per section (default one section of two).
 * @returns the ids, sections and lectures in order.
 */
export async function createCourse(
  app: App,
  options: { published?: boolean; lectureCounts?: number[]; name?: string } = {},
) {
  const { published = true, lectureCounts = [2] } = options;
  const [course] = await app.db
    .insert(courses)
    .values({
      courseName: options.name ?? `Test course ${sequence++}`,
      description: 'A course made for a test.',
      courseImage: '/media/academy/images/esg-fundamentals.svg',
      published,
      position: 100,
    })
    .returning();
  const lectureIds: string[] = [];
  const sectionIds: string[] = [];
  for (const [sectionIndex, countOfLectures] of lectureCounts.entries()) {
    const [section] = await app.db
      .insert(courseSections)
      .values({
        courseId: course!.id,
        sectionName: `Section ${sectionIndex + 1}`,
        position: sectionIndex,
      })
      .returning();
    sectionIds.push(section!.id);
    for (let index = 0; index < countOfLectures; index++) {
      const [lecture] = await app.db
        .insert(lectures)
        .values({
          courseId: course!.id,
          sectionId: section!.id,
          lectureName: `Lecture ${sectionIndex + 1}.${index + 1}`,
          lectureUrl: '/media/academy/videos/lecture-1.webm',
          duration: 4,
          position: index,
        })
        .returning();
      lectureIds.push(lecture!.id);
    }
  }
  return { course: course!, courseId: course!.id, sectionIds, lectureIds };
}

/**
 * Plays a lecture whole as the player would report it (heartbeats of 10 s at most), with the
 * first report moved back in time as if the learner had watched it at normal speed, then asks
 * for the mark. @returns the mark's answer.
 */
export async function watchLecture(
  app: App,
  headers: Record<string, string>,
  courseId: string,
  lectureId: string,
) {
  const [lecture] = await app.db.select().from(lectures).where(eq(lectures.id, lectureId));
  const duration = lecture?.duration ?? 4;
  for (let start = 0; start < duration; start += 10) {
    const end = Math.min(start + 10, duration);
    await app.inject({
      method: 'PUT',
      url: `/api/academy/website/heartbeat/${courseId}/${lectureId}`,
      headers,
      payload: { position: end, intervals: [[start, end]] },
    });
  }
  await app.db
    .update(lectureProgress)
    .set({ startedAt: new Date(Date.now() - duration * 1000) })
    .where(eq(lectureProgress.lectureId, lectureId));
  return app.inject({
    method: 'GET',
    url: `/api/academy/website/markComplete/${courseId}/${lectureId}`,
    headers,
  });
}

/** Gives a course a small question bank (one single and one multiple choice) unless it has one. */
export async function ensureQuestionBank(app: App, courseId: string) {
  const existing = await app.db
    .select({ id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.courseId, courseId));
  if (existing.length > 0) return;
  const option = (text: string, correct: boolean) => ({ id: randomUUID(), text, correct });
  await app.db.insert(assessmentQuestions).values([
    {
      courseId,
      prompt: 'Which scope covers purchased electricity?',
      kind: 'single',
      options: [option('Scope 1', false), option('Scope 2', true), option('Scope 3', false)],
      explanation: 'Purchased electricity is Scope 2.',
      position: 0,
    },
    {
      courseId,
      prompt: 'Which are greenhouse gases?',
      kind: 'multiple',
      options: [option('Methane', true), option('Carbon dioxide', true), option('Argon', false)],
      explanation: 'Argon is not a greenhouse gas.',
      position: 1,
    },
  ]);
}

/** The right answers to an attempt's paper, read from the database as only the server can. */
export async function rightAnswers(app: App, attemptId: string) {
  const [attempt] = await app.db
    .select()
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.id, attemptId));
  return attempt!.paper.map((question) => ({
    questionId: question.id,
    optionIds: question.options.filter((option) => option.correct).map((option) => option.id),
  }));
}

/**
 * Passes the course's final assessment (giving the course a bank first if it has none): draws a
 * paper and submits the right answers. The lectures must be complete. @returns the submit answer.
 */
export async function passFinalAssessment(
  app: App,
  headers: Record<string, string>,
  courseId: string,
) {
  await ensureQuestionBank(app, courseId);
  const base = `/api/academy/website/assessment/${courseId}`;
  const start = await app.inject({ method: 'POST', url: `${base}/attempts`, headers });
  if (start.statusCode !== 200) throw new Error(`assessment start failed: ${start.body}`);
  const { attemptId } = start.json() as { attemptId: string };
  return app.inject({
    method: 'POST',
    url: `${base}/attempts/${attemptId}`,
    headers,
    payload: { answers: await rightAnswers(app, attemptId) },
  });
}

/** Plays every lecture whole and passes the final assessment: the certificate can be issued. */
export async function completeCourse(
  app: App,
  headers: Record<string, string>,
  courseId: string,
  lectureIds: readonly string[],
) {
  for (const lectureId of lectureIds) await watchLecture(app, headers, courseId, lectureId);
  return passFinalAssessment(app, headers, courseId);
}
