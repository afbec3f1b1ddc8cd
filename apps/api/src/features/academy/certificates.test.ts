import { academyMessages, accountMessages, CERTIFICATE_ID_PATTERN } from '@verdantia/domain';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { certificates, lectureProgress } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  completeCourse,
  createCourse,
  learnerWithToken,
  watchLecture,
} from '../../test/academy.ts';
import { createFakeWebDist } from '../../test/fake-web-dist.ts';

const PUBLIC_URL = 'https://academy.example.org';
/** pdfjs reads the metrics of the 14 standard fonts from its own folder. */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
let app: App;
const dist = createFakeWebDist();
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: dist.root, PUBLIC_URL });
});
afterAll(async () => {
  await app.close();
  dist.cleanup();
});

const base = '/api/academy/website';
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The PDF's text, page by page joined with spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** A learner who has completed every lecture of a new course and passed its assessment. */
async function completedCourse(name = 'Ada Lovelace', courseName?: string) {
  const course = await createCourse(app, { lectureCounts: [1, 1], name: courseName });
  const learner = await learnerWithToken(app, name);
  await get(`${base}/enroll/${course.courseId}`, learner.headers);
  await completeCourse(app, learner.headers, course.courseId, course.lectureIds);
  return { ...course, learner };
}

describe('certificates', () => {
  it('refuses the certificate and the share link before completion, with a message', async () => {
    const course = await createCourse(app);
    const learner = await learnerWithToken(app);
    await get(`${base}/enroll/${course.courseId}`, learner.headers);
    await watchLecture(app, learner.headers, course.courseId, course.lectureIds[0]!);
    for (const path of ['certificate', 'share']) {
      const response = await get(`${base}/${path}/${course.courseId}`, learner.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: academyMessages.certificateLocked });
    }
  });

  it('issues a PDF with the name, course, date, issuer, ID and verification URL, once', async () => {
    const { courseId, learner } = await completedCourse(
      'Zoë Ørsted',
      'ESG and Climate Risk Management: preparation lectures',
    );
    const first = await get(`${base}/certificate/${courseId}`, learner.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      'attachment; filename=certificate-esg-and-climate-risk-management-preparation-lectures-zoe-orsted.pdf',
    );
    const text = await pdfText(first.rawPayload);
    const [row] = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.learnerId, learner.user._id));
    expect(row!.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(text).toContain('Zoë Ørsted');
    expect(text).toContain('ESG and Climate Risk Management: preparation lectures');
    expect(text).toContain(row!.id);
    expect(text).toContain('Verdantia Academy');
    expect(text).toContain(`${PUBLIC_URL}/certificates/${row!.id}`);
    expect(text).toMatch(/Completed on \d{1,2} [A-Z][a-z]+ \d{4}/);

    // Later calls (also in parallel) give the same certificate.
    const again = await Promise.all(
      [1, 2, 3].map(() => get(`${base}/certificate/${courseId}`, learner.headers)),
    );
    for (const response of again) expect(await pdfText(response.rawPayload)).toContain(row!.id);
    const rows = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.courseId, courseId));
    expect(rows).toHaveLength(1);
    const detail = (await get(`${base}/${courseId}`, learner.headers)).json();
    expect(detail.certificateId).toBe(row!.id);
  });

  it('prints names in Polish, Czech, Greek and Cyrillic letters whole, and "?" for what no font has', async () => {
    const names = ['Łukasz Żółkiewski', 'Antonín Dvořák', 'Ανδρέας Παπαδόπουλος', 'Сергей Ёлкин'];
    for (const name of names) {
      const { courseId, learner } = await completedCourse(name, `Őszinte kurzus for ${name}`);
      const response = await get(`${base}/certificate/${courseId}`, learner.headers);
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(name);
      expect(text).toContain(`Őszinte kurzus for ${name}`);
    }
    // A name written with a combining accent prints as the composed letter.
    const decomposed = await completedCourse('Zoe\u0308 Chen 陈 🌱');
    const response = await get(
      `${base}/certificate/${decomposed.courseId}`,
      decomposed.learner.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('Zoë Chen ? ?');
  });

  it('issues exactly one certificate when 30 first requests arrive at once', async () => {
    const { courseId, learner } = await completedCourse('Parallel Learner');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        get(`${base}/${i % 2 ? 'share' : 'certificate'}/${courseId}`, learner.headers),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.courseId, courseId));
    expect(rows).toHaveLength(1);
    const ids = answers.filter((_, i) => i % 2).map((a) => a.json().certificateId);
    expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
  });

  it('answers share with the verification URL and what LinkedIn needs', async () => {
    const { courseId, course, learner } = await completedCourse();
    const share = (await get(`${base}/share/${courseId}`, learner.headers)).json();
    const now = new Date();
    expect(share).toEqual({
      url: `${PUBLIC_URL}/certificates/${share.certificateId}`,
      certificateId: expect.stringMatching(CERTIFICATE_ID_PATTERN),
      courseName: course.courseName,
      issuer: 'Verdantia Academy',
      issueYear: now.getUTCFullYear(),
      issueMonth: now.getUTCMonth() + 1,
    });
  });

  it('never hands one learner another learner’s certificate', async () => {
    const { courseId, learner } = await completedCourse('First Learner');
    await get(`${base}/certificate/${courseId}`, learner.headers);
    const other = await learnerWithToken(app, 'Second Learner');
    await get(`${base}/enroll/${courseId}`, other.headers);
    const response = await get(`${base}/certificate/${courseId}`, other.headers);
    expect(response.statusCode).toBe(403);
  });
});

describe('certificates and the account', () => {
  it('refuses the certificate with 409 until the e-mail address is confirmed', async () => {
    const course = await createCourse(app, { lectureCounts: [1] });
    const learner = await learnerWithToken(app, 'Unconfirmed', { verified: false });
    await get(`${base}/enroll/${course.courseId}`, learner.headers);
    await completeCourse(app, learner.headers, course.courseId, course.lectureIds);
    const response = await get(`${base}/certificate/${course.courseId}`, learner.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.emailNotVerified });
  });

  it('shows Withdrawn without a name once the learner deletes the account; no progress remains', async () => {
    const { courseId, learner } = await completedCourse('Caroline Herschel');
    const share = (await get(`${base}/share/${courseId}`, learner.headers)).json();
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: learner.headers,
      payload: { password: learner.password },
    });
    expect(deleted.statusCode).toBe(200);
    const verification = (await get(`/api/certificates/${share.certificateId}`)).json();
    expect(verification).toMatchObject({ status: 'withdrawn', learnerName: '' });
    expect(JSON.stringify(verification)).not.toContain('Caroline');
    const left = await app.db
      .select()
      .from(lectureProgress)
      .where(eq(lectureProgress.learnerId, learner.user._id));
    expect(left).toEqual([]);
    const page = await get(`/certificates/${share.certificateId}`);
    expect(page.body).not.toContain('Caroline');
  });
});

describe('public verification', () => {
  it('shows who, which course, when, by whom and valid, without signing in', async () => {
    const { courseId, course, learner } = await completedCourse('Mary Somerville');
    const { certificateId } = (await get(`${base}/share/${courseId}`, learner.headers)).json();
    const response = await get(`/api/certificates/${certificateId}`);
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.json()).toEqual({
      certificateId,
      learnerName: 'Mary Somerville',
      courseName: course.courseName,
      issuedAt: today,
      completedAt: today,
      issuer: 'Verdantia Academy',
      status: 'valid',
      revokedAt: null,
      expiresAt: null,
      cpdHours: 0,
      fieldOfStudy: '',
      url: `${PUBLIC_URL}/certificates/${certificateId}`,
    });
    // An ID typed in lower case finds it too.
    expect((await get(`/api/certificates/${certificateId.toLowerCase()}`)).statusCode).toBe(200);
  });

  it('answers an unknown or malformed ID 404 with a message', async () => {
    for (const id of ['VRD-0000-0000-0000', 'nonsense', '%00', 'VRD-%F0%9F%98%80']) {
      const response = await get(`/api/certificates/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: academyMessages.certificateNotFound });
    }
  });

  it('puts the escaped title, description and og: tags into the page, and 404s unknown IDs', async () => {
    const { courseId, learner } = await completedCourse(
      'Ada <script>alert(1)</script> "Quote"',
      'Sustainability & Assurance',
    );
    const { certificateId } = (await get(`${base}/share/${courseId}`, learner.headers)).json();
    const page = await get(`/certificates/${certificateId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const title =
      'Ada &lt;script&gt;alert(1)&lt;/script&gt; &quot;Quote&quot;: Sustainability &amp; Assurance | Verdantia';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/certificates/${certificateId}"/>`,
    );
    expect(html).toMatch(
      /<meta name="description" content="Ada &lt;script&gt;.* completed Sustainability &amp; Assurance, certified by Verdantia Academy on \d{4}-\d{2}-\d{2}\. Certificate ID VRD-/,
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('<script>alert(1)</script>');

    const unknown = await get('/certificates/VRD-0000-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/certificates/%00')).statusCode).toBe(404);
  });
});
