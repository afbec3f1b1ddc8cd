import { finalAssessmentMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { assessmentAttempts, certificates } from '../../db/schema/index.ts';
import {
  completeCourse,
  createCourse,
  ensureQuestionBank,
  learnerWithToken,
  rightAnswers,
  watchLecture,
} from '../../test/academy.ts';
import { createTestApp } from '../../test/app.ts';
import { staffWithSession } from '../../test/staff.ts';

// The final assessment: the paper hides the answers, the result shows them, attempts are limited
// with a wait between them, parallel submissions mark once, and the certificate needs a pass.

let app: App;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const base = '/api/academy/website';
const exam = (courseId: string) => `${base}/assessment/${courseId}`;
type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: editor }, payload });

const eightOptions = Array.from({ length: 8 }, (_, i) => ({
  text: `Option ${i + 1}`,
  correct: i === 3,
}));

/** A published course with one lecture, a bank written through the editor's API, and settings. */
async function courseWithBank(settings: object = {}) {
  const course = await createCourse(app, { lectureCounts: [1] });
  const path = `/api/admin/courses/${course.courseId}/assessment`;
  for (let i = 0; i < 5; i++) {
    const added = await admin('POST', `${path}/questions`, {
      prompt: `Question ${i + 1}: which option is the fourth?`,
      kind: i === 0 ? 'multiple' : 'single',
      options: i === 0 ? eightOptions.map((o, j) => ({ ...o, correct: j < 2 })) : eightOptions,
      explanation: `Explanation ${i + 1}: count the options.`,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const saved = await admin('PUT', path, {
    drawCount: 3,
    passPercent: 60,
    maxAttempts: 2,
    cooldownMinutes: 30,
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return course;
}

async function readyLearner(course: { courseId: string; lectureIds: string[] }, name?: string) {
  const learner = await learnerWithToken(app, name);
  await app.inject({ url: `${base}/enroll/${course.courseId}`, headers: learner.headers });
  for (const id of course.lectureIds) await watchLecture(app, learner.headers, course.courseId, id);
  return learner;
}

describe('the course editor’s question bank', () => {
  it('keeps questions with their answers for staff, and refuses inconsistent ones', async () => {
    const course = await courseWithBank();
    const bank = (await admin('GET', `/api/admin/courses/${course.courseId}/assessment`)).json();
    expect(bank).toMatchObject({
      drawCount: 3,
      passPercent: 60,
      maxAttempts: 2,
      cooldownMinutes: 30,
    });
    expect(bank.questions).toHaveLength(5);
    expect(bank.questions[1].options.filter((o: { correct: boolean }) => o.correct)).toHaveLength(
      1,
    );
    const bad = await admin('POST', `/api/admin/courses/${course.courseId}/assessment/questions`, {
      prompt: 'Two right answers in a single-choice question?',
      kind: 'single',
      options: [
        { text: 'Yes', correct: true },
        { text: 'Also yes', correct: true },
      ],
      explanation: 'Not allowed.',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('exactly one correct option');
    const removed = await admin(
      'DELETE',
      `/api/admin/courses/${course.courseId}/assessment/questions/${bank.questions[4]._id}`,
    );
    expect(removed.json().questions).toHaveLength(4);
    const learner = await learnerWithToken(app);
    const asLearner = await app.inject({
      url: `/api/admin/courses/${course.courseId}/assessment`,
      headers: learner.headers,
    });
    expect(asLearner.statusCode).toBe(401);
  });
});

describe('taking the final assessment', () => {
  it('waits for the lectures, and the certificate waits for a pass (409 with a message)', async () => {
    const course = await courseWithBank();
    const learner = await learnerWithToken(app);
    await app.inject({ url: `${base}/enroll/${course.courseId}`, headers: learner.headers });
    const early = await post(`${exam(course.courseId)}/attempts`, learner.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(finalAssessmentMessages.lecturesFirst);
    await watchLecture(app, learner.headers, course.courseId, course.lectureIds[0]!);
    const certificate = await app.inject({
      url: `${base}/certificate/${course.courseId}`,
      headers: learner.headers,
    });
    expect(certificate.statusCode).toBe(409);
    expect(certificate.json().message).toBe(finalAssessmentMessages.notPassed);

    const bare = await createCourse(app, { lectureCounts: [1] });
    const other = await readyLearner(bare);
    const none = await app.inject({
      url: `${base}/certificate/${bare.courseId}`,
      headers: other.headers,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(finalAssessmentMessages.noAssessment);
  });

  it('hands out a paper with shuffled options and no answers, and draws the set number', async () => {
    const course = await courseWithBank();
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const learner = await readyLearner(course);
      const paper = await post(`${exam(course.courseId)}/attempts`, learner.headers);
      expect(paper.statusCode).toBe(200);
      const status = await app.inject({ url: exam(course.courseId), headers: learner.headers });
      for (const body of [paper.body, status.body]) {
        expect(body).not.toMatch(/"correct"|"explanation"|"answeredCorrectly"|Explanation \d/);
      }
      const { questions } = paper.json();
      expect(questions).toHaveLength(3);
      for (const question of questions)
        orders.add(question.options.map((o: { text: string }) => o.text).join());
      // Asking again gives the same open paper back.
      expect((await post(`${exam(course.courseId)}/attempts`, learner.headers)).json()).toEqual(
        paper.json(),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('marks wrong answers, shows the right ones with explanations, then makes the learner wait', async () => {
    const course = await courseWithBank();
    const learner = await readyLearner(course);
    const paper = (await post(`${exam(course.courseId)}/attempts`, learner.headers)).json();
    const submitted = await post(
      `${exam(course.courseId)}/attempts/${paper.attemptId}`,
      learner.headers,
      {
        answers: [{ questionId: paper.questions[0].id, optionIds: [] }],
      },
    );
    expect(submitted.statusCode).toBe(200);
    const { result, status } = submitted.json();
    expect(result).toMatchObject({
      scorePercent: 0,
      passed: false,
      correctCount: 0,
      questionCount: 3,
    });
    expect(result.questions[0].explanation).toMatch(/^Explanation \d: count the options\.$/);
    expect(result.questions[0].options.some((o: { correct: boolean }) => o.correct)).toBe(true);
    expect(status).toMatchObject({ attemptsUsed: 1, attemptsLeft: 1, passed: false });
    expect(Date.parse(status.nextAttemptAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    const waiting = await post(`${exam(course.courseId)}/attempts`, learner.headers);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(
      /^You can take the assessment again from .*(GMT|BST)\.$/,
    );

    // An hour later the second (last) attempt opens; failing it leaves none.
    await app.db
      .update(assessmentAttempts)
      .set({ submittedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(assessmentAttempts.id, paper.attemptId));
    const second = (await post(`${exam(course.courseId)}/attempts`, learner.headers)).json();
    const unknown = await post(
      `${exam(course.courseId)}/attempts/${second.attemptId}`,
      learner.headers,
      {
        answers: [{ questionId: second.questions[0].id, optionIds: ['not-an-option'] }],
      },
    );
    expect(unknown.statusCode).toBe(400);
    await post(`${exam(course.courseId)}/attempts/${second.attemptId}`, learner.headers, {
      answers: [],
    });
    await app.db
      .update(assessmentAttempts)
      .set({ submittedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(assessmentAttempts.id, second.attemptId));
    const none = await post(`${exam(course.courseId)}/attempts`, learner.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(finalAssessmentMessages.noAttemptsLeft);

    // Nobody else can see or submit this learner's attempt.
    const stranger = await readyLearner(course);
    const foreign = await post(
      `${exam(course.courseId)}/attempts/${second.attemptId}`,
      stranger.headers,
      {
        answers: [],
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('30 parallel starts make one attempt; 30 parallel submissions mark it once and issue one certificate', async () => {
    const course = await courseWithBank({ cooldownMinutes: 0 });
    const learner = await readyLearner(course, 'Parallel Examinee');
    const starts = await Promise.all(
      Array.from({ length: 30 }, () => post(`${exam(course.courseId)}/attempts`, learner.headers)),
    );
    expect(starts.map((s) => s.statusCode)).toEqual(Array(30).fill(200));
    const ids = new Set(starts.map((s) => s.json().attemptId as string));
    expect(ids.size).toBe(1);
    const [attemptId] = [...ids];
    const answers = await rightAnswers(app, attemptId!);
    const submissions = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(`${exam(course.courseId)}/attempts/${attemptId}`, learner.headers, { answers }),
      ),
    );
    expect(submissions.map((s) => s.statusCode)).toEqual(Array(30).fill(200));
    const results = submissions.map((s) => s.json().result);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ scorePercent: 100, passed: true, correctCount: 3 });
    const attempts = await app.db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.courseId, course.courseId));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.answers).toEqual(
      Object.fromEntries(answers.map((a) => [a.questionId, a.optionIds])),
    );
    const issued = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.courseId, course.courseId));
    expect(issued).toHaveLength(1);
    const again = await post(`${exam(course.courseId)}/attempts`, learner.headers);
    expect(again.json().message).toBe(finalAssessmentMessages.alreadyPassed);
    const pdf = await app.inject({
      url: `${base}/certificate/${course.courseId}`,
      headers: learner.headers,
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('the shared helper passes any course (the certificate then issues)', async () => {
    const course = await createCourse(app, { lectureCounts: [2] });
    await ensureQuestionBank(app, course.courseId);
    const learner = await learnerWithToken(app);
    await app.inject({ url: `${base}/enroll/${course.courseId}`, headers: learner.headers });
    const passed = await completeCourse(app, learner.headers, course.courseId, course.lectureIds);
    expect(passed.json().result.passed).toBe(true);
    const share = await app.inject({
      url: `${base}/share/${course.courseId}`,
      headers: learner.headers,
    });
    expect(share.statusCode).toBe(200);
  });
});
