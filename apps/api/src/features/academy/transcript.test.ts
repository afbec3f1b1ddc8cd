import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { certificates, courses } from '../../db/schema/index.ts';
import { completeCourse, createCourse, learnerWithToken } from '../../test/academy.ts';
import { createTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';

// "My certificates" and the per-year CPD transcript (PDF and CSV).

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const base = '/api/academy/website';

async function certify(headers: Record<string, string>, name: string, halfHours: number) {
  const course = await createCourse(app, { lectureCounts: [1], name });
  await app.db
    .update(courses)
    .set({ cpdHalfHours: halfHours, fieldOfStudy: 'Greenhouse gas accounting' })
    .where(eq(courses.id, course.courseId));
  await app.inject({ url: `${base}/enroll/${course.courseId}`, headers });
  await completeCourse(app, headers, course.courseId, course.lectureIds);
  const [row] = await app.db
    .select()
    .from(certificates)
    .where(eq(certificates.courseId, course.courseId));
  return row!;
}

describe('the CPD transcript', () => {
  it('lists the learner’s certificates and totals a year’s hours in CSV and PDF, without revoked ones', async () => {
    const learner = await learnerWithToken(app, 'Katherine Johnson');
    const scope = await certify(learner.headers, 'Scope 3, "in practice"', 3);
    const baseline = await certify(learner.headers, '=Baselines', 4);
    const old = await certify(learner.headers, 'Last year’s course', 2);
    const revoked = await certify(learner.headers, 'Revoked course', 6);
    const year = new Date().getUTCFullYear();
    await app.db
      .update(certificates)
      .set({ issuedAt: new Date(Date.UTC(year - 1, 5, 1)) })
      .where(eq(certificates.id, old.id));
    await app.db
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(eq(certificates.id, revoked.id));

    const mine = (
      await app.inject({ url: `${base}/certificates`, headers: learner.headers })
    ).json();
    expect(mine.certificates).toHaveLength(4);
    expect(mine.years).toEqual([year, year - 1]);
    expect(
      mine.certificates.find((c: { certificateId: string }) => c.certificateId === scope.id),
    ).toMatchObject({
      cpdHours: 1.5,
      status: 'valid',
    });

    const csv = await app.inject({
      url: `${base}/transcript?year=${year}&format=csv`,
      headers: learner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename=cpd-transcript-${year}-katherine-johnson.csv`,
    );
    expect(csv.headers['cache-control']).toContain('no-store');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Certificate ID,Course,Field of study,CPD hours,Completed,Issued,Status,Verification URL',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      `${scope.id},"Scope 3, ""in practice""",Greenhouse gas accounting,1.5,`,
    );
    // A course name that starts like a formula stays text in a spreadsheet.
    expect(lines[2]).toContain(`${baseline.id},'=Baselines,`);
    expect(lines[3]).toBe('Total,,,3.5,,,,');
    expect(csv.body).not.toContain(revoked.id);
    expect(csv.body).not.toContain(old.id);

    const pdf = await app.inject({
      url: `${base}/transcript?year=${year}`,
      headers: learner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain(`CPD transcript ${year}`);
    expect(text).toContain('Katherine Johnson');
    expect(text).toContain(scope.id);
    expect(text).toContain(`Total: 3.5 hours of CPD in ${year}`);
    expect(text).not.toContain(revoked.id);

    const last = await app.inject({
      url: `${base}/transcript?year=${year - 1}&format=csv`,
      headers: learner.headers,
    });
    expect(last.body).toContain(old.id);
  });

  it('refuses a bad year or format with a message, and another learner sees none of it', async () => {
    const learner = await learnerWithToken(app);
    for (const query of ['year=abc', 'year=1999', 'year=2026&format=docx', '']) {
      const response = await app.inject({
        url: `${base}/transcript?${query}`,
        headers: learner.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message.length).toBeGreaterThan(5);
    }
    const empty = (
      await app.inject({ url: `${base}/certificates`, headers: learner.headers })
    ).json();
    expect(empty).toEqual({ certificates: [], years: [] });
    expect((await app.inject({ url: `${base}/transcript?year=2026` })).statusCode).toBe(401);
  });
});
