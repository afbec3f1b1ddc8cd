import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { learnerWithToken } from '../../test/academy.ts';
import { eq } from 'drizzle-orm';
import { questionInputSchema } from '@verdantia/domain';
import { assessmentQuestions, courses } from '../../db/schema/index.ts';
import {
  builtInCourses,
  PREPARATION_COURSES,
  updateBuiltInCourses,
} from '../../db/seed/academy.ts';
import { ACADEMY_MEDIA_DIR } from './media-routes.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Detail {
  courseId: {
    courseImage: string;
    sections: { lectures: { lectureUrl: string; captionsUrl?: string; duration: number }[] }[];
  };
}

describe('the seeded catalogue', () => {
  it('offers the two live certificate courses and two self-paced ones, each with lectures', async () => {
    const { headers } = await learnerWithToken(app);
    const list = (await app.inject({ url: '/api/academy/website', headers })).json() as {
      _id: string;
      courseName: string;
    }[];
    expect(list.map((c) => c.courseName)).toEqual([
      'Sustainability Reporting and Assurance: preparation lectures',
      'ESG and Climate Risk Management: preparation lectures',
      'ESG Fundamentals',
      'Carbon Accounting Essentials',
    ]);
    let mediaBytes = 0;
    const files = new Set<string>();
    for (const course of list) {
      await app.inject({ url: `/api/academy/website/enroll/${course._id}`, headers });
      const detail = (
        await app.inject({ url: `/api/academy/website/${course._id}`, headers })
      ).json() as Detail;
      const lectures = detail.courseId.sections.flatMap((s) => s.lectures);
      expect(lectures.length).toBeGreaterThanOrEqual(2);
      for (const url of [
        detail.courseId.courseImage,
        ...lectures.flatMap((l) => [l.lectureUrl, l.captionsUrl!]),
      ]) {
        files.add(url);
      }
    }
    // Every seeded file is served, captions as WebVTT.
    for (const url of files) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      if (url.endsWith('.vtt')) {
        expect(response.headers['content-type']).toContain('text/vtt');
        expect(response.body.startsWith('WEBVTT')).toBe(true);
      }
    }
    for (const url of files) {
      mediaBytes += fs.statSync(
        path.join(ACADEMY_MEDIA_DIR!, url.split('?')[0]!.replace('/media/academy/', '')),
      ).size;
    }
    expect(mediaBytes).toBeLessThan(1024 * 1024);
  });

  it('serves nothing outside the media folder', async () => {
    for (const url of [
      '/media/academy/../../package.json',
      '/media/academy/%2e%2e/%2e%2e/package.json',
      '/media/academy/',
    ]) {
      const response = await app.inject({ url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('renaming the preparation courses (seed academy-v2)', () => {
  it('renames a course still carrying a programme certificate name, and leaves staff names alone', async () => {
    const [former, kept] = PREPARATION_COURSES;
    await app.db
      .update(courses)
      .set({ courseName: former.formerName })
      .where(eq(courses.courseName, former.name));
    await app.db
      .update(courses)
      .set({ courseName: 'Climate risk, as staff renamed it' })
      .where(eq(courses.courseName, kept.name));
    await updateBuiltInCourses(app.db);
    const names = (await app.db.select({ name: courses.courseName }).from(courses)).map(
      (row) => row.name,
    );
    expect(names).toContain(former.name);
    expect(names).not.toContain(former.formerName);
    expect(names).toContain('Climate risk, as staff renamed it');
  });
});

describe('the seeded final assessments (seed academy-v3)', () => {
  it('gives every built-in course ten well-formed questions, eight drawn per attempt', async () => {
    // By catalogue position: the test above renames one of them.
    const seeded = await app.db.select().from(courses);
    for (const [index, { name }] of builtInCourses.entries()) {
      const course = seeded.find((row) => row.position === index + 1);
      expect(course, name).toBeDefined();
      expect(course!.assessmentDrawCount).toBe(8);
      const bank = await app.db
        .select()
        .from(assessmentQuestions)
        .where(eq(assessmentQuestions.courseId, course!.id));
      expect(bank, name).toHaveLength(10);
      for (const question of bank) {
        const parsed = questionInputSchema.safeParse({
          prompt: question.prompt,
          kind: question.kind,
          options: question.options.map(({ text, correct }) => ({ text, correct })),
          explanation: question.explanation,
        });
        expect(parsed.success, question.prompt).toBe(true);
      }
    }
  });
});
