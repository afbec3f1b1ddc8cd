import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  academySignInSchema,
  academySignUpSchema,
  CERTIFICATE_ID_PATTERN,
  certificateFileName,
} from './learner.ts';
import { courseInputSchema, lectureUploadFieldsSchema, reorderSchema } from './admin.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      (issue as unknown as { message: string }).message,
    ]),
  );

const goodSignUp = {
  userName: 'Ada Lovelace',
  email: 'Ada@Example.org',
  password: 'secret1',
  organisation: 'Analytical Ltd',
  position: 'Analyst',
  country: 'United Kingdom',
};

describe('academy sign-up', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const parsed = academySignUpSchema.parse(goodSignUp);
    expect(parsed.email).toBe('ada@example.org');
  });

  it("answers each short field with the specification's message", () => {
    const result = academySignUpSchema.safeParse({
      userName: 'A',
      email: 'no-at-sign',
      password: '12345',
      organisation: 'X',
      position: ' Y ',
      country: '',
    });
    expect(messagesOf(result)).toEqual({
      userName: 'Name must be at least 2 characters',
      email: 'Please enter Your business or school email address',
      password: 'Password must be at least 6 characters',
      organisation: 'Organisation name is required',
      position: 'Position is required',
      country: 'Country is required',
    });
  });

  it('names every missing field with the same messages', () => {
    const result = academySignUpSchema.safeParse({});
    expect(Object.keys(messagesOf(result)).sort()).toEqual(
      ['country', 'email', 'organisation', 'password', 'position', 'userName'].sort(),
    );
    expect(messagesOf(result).country).toBe('Country is required');
  });

  it('refuses control characters in any text field', () => {
    const result = academySignUpSchema.safeParse({ ...goodSignUp, userName: 'Ada\u0000' });
    expect(result.success).toBe(false);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        academySignUpSchema.safeParse(input);
        academySignInSchema.safeParse(input);
      }),
    );
  });
});

describe('academy sign-in', () => {
  it('asks for a valid e-mail address and defaults remember to false', () => {
    expect(messagesOf(academySignInSchema.safeParse({ email: 'x', password: 'p' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(academySignInSchema.parse({ email: 'a@b.co', password: 'p' }).remember).toBe(false);
  });
});

describe('course management', () => {
  it('accepts media on our own paths and https only', () => {
    const base = { courseName: 'ESG basics', description: 'An introduction.' };
    expect(
      courseInputSchema.safeParse({ ...base, courseImage: '/media/academy/a.svg' }).success,
    ).toBe(true);
    expect(
      courseInputSchema.safeParse({ ...base, courseImage: 'http://x.org/a.png' }).success,
    ).toBe(false);
    expect(
      courseInputSchema.safeParse({ ...base, courseImage: '/media/academy/../secret' }).success,
    ).toBe(false);
  });

  it('leaves the duration of an upload optional, but checks it when given', () => {
    expect(lectureUploadFieldsSchema.parse({ lectureName: 'Intro', duration: '' })).toEqual({
      lectureName: 'Intro',
    });
    expect(
      lectureUploadFieldsSchema.safeParse({ lectureName: 'Intro', duration: '0' }).success,
    ).toBe(false);
  });

  it('takes only ids in a new order', () => {
    expect(reorderSchema.safeParse({ ids: ['1'] }).success).toBe(false);
  });
});

describe('certificate ids', () => {
  it('have the documented shape', () => {
    expect(CERTIFICATE_ID_PATTERN.test('VRD-7K4M-Q2XP-9TZC-M3RW-8DQA')).toBe(true);
    // Issued before IDs grew to 100 bits: still verifiable.
    expect(CERTIFICATE_ID_PATTERN.test('VRD-7K4M-Q2XP-9TZC')).toBe(true);
    expect(CERTIFICATE_ID_PATTERN.test('VRD-7K4M-Q2XP-9TZC-M3RW')).toBe(false);
    expect(CERTIFICATE_ID_PATTERN.test('VRD-7K4M-Q2XP-9TZU')).toBe(false);
  });
});

describe('certificate file names', () => {
  it('name the course and the learner in plain letters', () => {
    expect(certificateFileName('ESG Fundamentals', 'Zoë Ørsted')).toBe(
      'certificate-esg-fundamentals-zoe-orsted.pdf',
    );
    expect(certificateFileName('Certificate of Practice in ESG', 'Łukasz Żółkiewski')).toBe(
      'certificate-of-practice-in-esg-lukasz-zolkiewski.pdf',
    );
  });

  it('leave out what has no letters, and never carry a path or a quote', () => {
    expect(certificateFileName('Ανδρέας', '"../../etc"')).toBe('certificate-etc.pdf');
    expect(certificateFileName('x'.repeat(200), '')).toBe(`certificate-${'x'.repeat(60)}.pdf`);
  });
});
