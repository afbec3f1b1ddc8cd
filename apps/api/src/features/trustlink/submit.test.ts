import { trustlinkMessages } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import {
  interactionFields,
  multipartBody,
  pdfBytes,
  submitInteraction,
} from '../../test/trustlink.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const errorsOf = async (fields: Record<string, string | string[]>) => {
  const response = await submitInteraction(app, fields);
  expect(response.statusCode).toBe(400);
  return response.json() as { message: string; fieldErrors?: Record<string, string[]> };
};

describe('POST /api/stakeholder-interactions', () => {
  it('stores a report and answers a random 16-digit interaction ID', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await submitInteraction(app);
      expect(response.statusCode).toBe(201);
      const { interactionId } = response.json() as { interactionId: string };
      expect(interactionId).toMatch(/^[1-9]\d{15}$/);
      expect(response.json()).toMatchObject({
        createdAt: expect.any(String),
        followUpBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        retentionDays: 365,
      });
      ids.add(interactionId);
    }
    expect(ids.size).toBe(3);
    const [a, b] = [...ids].map(Number);
    expect(Math.abs(a! - b!)).toBeGreaterThan(1000); // not sequential
  });

  it('takes an empty closureDate as no date, as the form sends it', async () => {
    const response = await submitInteraction(app, interactionFields({ closureDate: '' }));
    expect(response.statusCode).toBe(201);
  });

  it('answers each missing required field with its message', async () => {
    const body = await errorsOf({ reporter: '{}', involvedPersons: '[{}]' });
    expect(body.fieldErrors).toEqual({
      title: ['Required'],
      interactionType: ['Required'],
      interactionDescription: ['Must be at least 10 characters'],
      interactionLocation: ['Required'],
      priority: ['Required'],
      relationShip: ['Required'],
      'reporter.password': ['Required'],
      'involvedPersons.0.fullName': ['Required'],
      'involvedPersons.0.jobRole': ['Required'],
    });
    expect(body.message).toBe('Please correct the highlighted fields.');
  });

  it('says a short title and a short description are too short', async () => {
    const title = await errorsOf(interactionFields({ title: 'Spill' }));
    expect(title).toEqual({
      message: 'Must be at least 6 characters',
      fieldErrors: { title: ['Must be at least 6 characters'] },
    });
    const description = await errorsOf(interactionFields({ interactionDescription: 'Too short' }));
    expect(description.message).toBe('Must be at least 10 characters');
  });

  it('refuses over-long fields and values outside the lists', async () => {
    const long = await errorsOf(interactionFields({ title: 'x'.repeat(201) }));
    expect(long.fieldErrors?.title).toEqual(['Title must be at most 200 characters.']);
    const type = await errorsOf(interactionFields({ interactionType: 'Financial' }));
    expect(type.fieldErrors?.interactionType).toEqual(['Required']);
    const date = await errorsOf(interactionFields({ closureDate: '2023-02-29' }));
    expect(date.fieldErrors?.closureDate?.[0]).toMatch(/not a real date/);
  });

  it('answers malformed JSON in reporter and involvedPersons with a message', async () => {
    const reporter = await submitInteraction(app, interactionFields({ reporter: '{"password":' }));
    expect(reporter.statusCode).toBe(400);
    expect(reporter.json().message).toBe(trustlinkMessages.badReporterJson);
    const persons = await submitInteraction(app, interactionFields({ involvedPersons: '[{,]' }));
    expect(persons.statusCode).toBe(400);
    expect(persons.json().message).toBe(trustlinkMessages.badInvolvedJson);
    const notObject = await submitInteraction(app, interactionFields({ reporter: '"pin"' }));
    expect(notObject.json().message).toBe(trustlinkMessages.badReporterJson);
  });

  it('reads involved persons sent one JSON object per field as well', async () => {
    const response = await submitInteraction(
      app,
      interactionFields({
        involvedPersons: [
          JSON.stringify({ fullName: 'First Person', jobRole: 'Buyer' }),
          JSON.stringify({ fullName: 'Second Person', jobRole: 'Driver' }),
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses control characters and broken Unicode with a 400', async () => {
    const nul = await submitInteraction(app, interactionFields({ title: 'Bad\u0000title here' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fieldErrors.title[0]).toMatch(/control characters/);
    // A lone surrogate survives only as a JSON escape (raw UTF-8 cannot carry one).
    const reporter = JSON.stringify({ firstName: 'x', password: 'secret-pin' }).replace(
      '"x"',
      '"\\ud800"',
    );
    const broken = await submitInteraction(app, interactionFields({ reporter }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fieldErrors['reporter.firstName'][0]).toMatch(/broken character/);
  });

  it('accepts one PDF as evidence', async () => {
    const ok = await submitInteraction(app, interactionFields(), {
      content: pdfBytes,
      filename: 'minutes.pdf',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a second evidence file with a clear message', async () => {
    const one = multipartBody(interactionFields(), { content: pdfBytes, filename: 'a.pdf' });
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="evidences"; filename="b.pdf"\r\n\r\n${pdfBytes.toString()}\r\n`,
    );
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions',
      payload,
      headers: one.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(trustlinkMessages.tooManyFiles);
  });

  it('refuses disguised and dangerous files with a clear message', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [content, filename] of [
      [exe, 'report.pdf'],
      [elf, 'notes.txt'],
    ] as const) {
      const response = await submitInteraction(app, interactionFields(), { content, filename });
      expect(response.statusCode, filename).toBe(415);
      expect(response.json().message).toBe(trustlinkMessages.fileType);
    }
    const named = await submitInteraction(app, interactionFields(), {
      content: svg,
      filename: 'image.svg',
    });
    expect(named.statusCode).toBe(415);
    expect(named.json().message).toBe(trustlinkMessages.fileNameRefused('svg'));
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const response = await submitInteraction(app, interactionFields(), {
      content: big,
      filename: 'big.pdf',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(trustlinkMessages.fileTooLarge);
  });

  it('answers a request that is not multipart, or is cut short, with a 400', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions',
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const cut = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions',
      payload: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(cut.statusCode).toBe(400);
  });
});
