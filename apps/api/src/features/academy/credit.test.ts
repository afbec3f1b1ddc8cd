import { addMonths } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { certificates } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { completeCourse, createCourse, learnerWithToken } from '../../test/academy.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { staffWithSession } from '../../test/staff.ts';

// What a certificate is worth: CPD hours, field of study and a validity period set on the course,
// copied onto the certificate when issued, shown on the PDF and the verification answer.

let app: App;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const base = '/api/academy/website';
const details = {
  courseName: 'Scope 3 in practice',
  description: 'Value-chain emissions, category by category.',
  courseImage: '/media/academy/images/carbon-accounting.svg',
};
const editCourse = (courseId: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/courses/${courseId}`,
    headers: { cookie: editor, 'content-type': 'application/json' },
    payload: JSON.stringify({ ...details, ...body }),
  });

async function certified(courseId: string, lectureIds: string[]) {
  const learner = await learnerWithToken(app, 'Katherine Johnson');
  await app.inject({ url: `${base}/enroll/${courseId}`, headers: learner.headers });
  await completeCourse(app, learner.headers, courseId, lectureIds);
  const pdf = await app.inject({
    url: `${base}/certificate/${courseId}`,
    headers: learner.headers,
  });
  expect(pdf.statusCode).toBe(200);
  const { certificateId } = (
    await app.inject({ url: `${base}/share/${courseId}`, headers: learner.headers })
  ).json() as { certificateId: string };
  return { pdf: pdf.rawPayload, certificateId };
}

describe('CPD hours, field of study and validity', () => {
  it('are set by editors, in half-hour steps and whole months, with clear messages', async () => {
    const { courseId } = await createCourse(app);
    const saved = await editCourse(courseId, {
      cpdHours: '2.5',
      fieldOfStudy: ' Greenhouse gas accounting ',
      validityMonths: '24',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      cpdHours: 2.5,
      fieldOfStudy: 'Greenhouse gas accounting',
      validityMonths: 24,
    });
    const cleared = await editCourse(courseId, { validityMonths: '' });
    expect(cleared.json()).toMatchObject({ cpdHours: 0, fieldOfStudy: '', validityMonths: null });

    for (const [body, message] of [
      [{ cpdHours: 1.25 }, 'CPD hours go in half-hour steps, for example 1.5.'],
      [{ cpdHours: -1 }, 'CPD hours cannot be negative.'],
      [{ cpdHours: 1e308 }, 'CPD hours must be at most 100.'],
      [{ cpdHours: 'many' }, 'CPD hours must be a number, for example 1.5.'],
      [{ validityMonths: 0 }, 'The validity must be at least 1 month, or empty for no expiry.'],
      [{ validityMonths: 2.5 }, 'The validity must be a whole number of months.'],
      [{ fieldOfStudy: 'a\u0000b' }, undefined],
    ] as const) {
      const refused = await editCourse(courseId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(refused.body).toContain(message);
    }
  });

  it('are printed on the certificate and verified; past the validity the certificate is expired', async () => {
    const { courseId, lectureIds } = await createCourse(app, { lectureCounts: [1] });
    await editCourse(courseId, {
      cpdHours: 1.5,
      fieldOfStudy: 'Greenhouse gas accounting',
      validityMonths: 12,
    });
    const { pdf, certificateId } = await certified(courseId, lectureIds);
    const text = await pdfText(new Uint8Array(pdf));
    expect(text).toContain('1.5 CPD hours');
    expect(text).toContain('Field of study: Greenhouse gas accounting');
    expect(text).toMatch(/Valid until \d{1,2} [A-Z][a-z]+ \d{4}/);

    const verified = (await app.inject({ url: `/api/certificates/${certificateId}` })).json();
    const [row] = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificateId));
    expect(verified).toMatchObject({
      status: 'valid',
      cpdHours: 1.5,
      fieldOfStudy: 'Greenhouse gas accounting',
      expiresAt: addMonths(row!.issuedAt, 12).toISOString().slice(0, 10),
    });

    // A later change to the course does not change what was issued.
    await editCourse(courseId, { cpdHours: 3 });
    expect((await app.inject({ url: `/api/certificates/${certificateId}` })).json().cpdHours).toBe(
      1.5,
    );

    await app.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, certificateId));
    const expired = await app.inject({ url: `/api/certificates/${certificateId}` });
    expect(expired.json().status).toBe('expired');
  });
});
