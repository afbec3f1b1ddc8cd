import { dateMessages, textMessages } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { staffWithSession } from '../test/staff.ts';
import { errorMessages } from '../http/error-messages.ts';

// Each class of bad input that once answered 500 now answers 400 in the app's error shape, with
// the shared schema's message naming the field.

let app: App;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await staffWithSession(app, 'admin')).cookie;
});
afterAll(() => app.close());

const NUL = 'a\u0000b';
const impossibleDates = ['2023-02-29', '2024-04-31', '0000-01-01'];

const contact = { name: 'Ada', companyName: 'Acme', professionalEmail: 'ada@example.org' };
const earlyAccess = { full_name: 'Ada', email: 'ada@example.org', sector: 'Energy', country: 'UK' };
const waitingList = {
  firstName: 'Ada',
  surname: 'Lovelace',
  companyName: 'Acme',
  email: 'ada@example.org',
};
const post = {
  title: 'Title',
  slug: 'a-post',
  summary: 'Summary',
  bodyMarkdown: 'Body',
  author: 'Ada',
  publishedAt: '2024-02-29',
};
const news = {
  date: '2024-02-29',
  title: 'Title',
  summary: 'Summary',
  paragraphs: ['One'],
  images: ['/images/a.png'],
};

async function send(method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
  });
  const body = response.json();
  expect(body).not.toHaveProperty('statusCode');
  expect(typeof body.message).toBe('string');
  return { status: response.statusCode, body };
}

/** 400 naming `field` with `message` as its first error. */
function expectFieldError(
  result: { status: number; body: { fieldErrors?: Record<string, string[]> } },
  field: string,
  message: string,
) {
  expect(result.status).toBe(400);
  expect(result.body.fieldErrors?.[field]?.[0]).toBe(message);
}

describe('a NUL character', () => {
  const control = (label: string) => textMessages.control(label);
  it.each([
    [
      'the contact form',
      '/api/submit_contact_form',
      { ...contact, message: NUL },
      'message',
      'Message',
    ],
    ['early access', '/api/comming_soon', { ...earlyAccess, country: NUL }, 'country', 'Country'],
    [
      'the waiting list',
      '/api/waiting-list',
      { ...waitingList, message: NUL },
      'message',
      'Message',
    ],
  ])(
    'in %s answers 400 with a message for the field',
    async (_name, url, payload, field, label) => {
      expectFieldError(await send('POST', url, payload), field, control(label));
    },
  );

  it('in a blog post address answers 400, not 500', async () => {
    const { status, body } = await send('GET', '/api/blog/posts/%00');
    expect(status).toBe(400);
    expect(body.fieldErrors.slug[0]).toBe(control('The slug'));
  });

  it('in an admin post, a news article and an invitation answers 400', async () => {
    const cases = [
      ['/api/admin/posts', { ...post, title: NUL }, 'title', 'The title'],
      ['/api/admin/news', { ...news, summary: NUL }, 'summary', 'The summary'],
      [
        '/api/admin/staff/invitations',
        { email: 'new@example.org', role: 'editor', name: NUL },
        'name',
        'The name',
      ],
    ] as const;
    for (const [url, payload, field, label] of cases) {
      expectFieldError(await send('POST', url, payload, admin), field, control(label));
    }
  });

  it('in the leads search answers 400', async () => {
    const result = await send('GET', '/api/admin/leads?q=a%00b', undefined, admin);
    expectFieldError(result, 'q', control('The search'));
  });
});

describe('an impossible calendar date', () => {
  it.each(impossibleDates)(
    '%s in the leads filter, the news date and a post answers 400',
    async (day) => {
      for (const field of ['from', 'to']) {
        const label = field === 'from' ? 'From' : 'To';
        const result = await send('GET', `/api/admin/leads?${field}=${day}`, undefined, admin);
        expectFieldError(result, field, dateMessages.unreal(label));
      }
      const newsResult = await send('POST', '/api/admin/news', { ...news, date: day }, admin);
      expectFieldError(newsResult, 'date', dateMessages.unreal('The date'));
      const postResult = await send(
        'POST',
        '/api/admin/posts',
        { ...post, publishedAt: day },
        admin,
      );
      expectFieldError(postResult, 'publishedAt', dateMessages.unreal('The publication date'));
    },
  );
});

describe('broken Unicode', () => {
  it('a lone surrogate in a news paragraph answers 400', async () => {
    const payload = { ...news, paragraphs: ['Fine', 'broken \ud800 here'] };
    const result = await send('POST', '/api/admin/news', payload, admin);
    expectFieldError(result, 'paragraphs.1', textMessages.illFormed('This paragraph'));
  });
});

describe('errors raised outside the routes', () => {
  it('a wrong type gets a human message, not zod’s default English', async () => {
    const { status, body } = await send('GET', '/api/blog/posts?page=abc');
    expect(status).toBe(400);
    expect(body.fieldErrors.page).toEqual(['This field must be a number.']);
  });

  it('the newsletter form also gets `error`', async () => {
    const { status, body } = await send('POST', '/api/addLead', { email: 5 });
    expect(status).toBe(400);
    expect(body.error).toBe(body.message);
  });

  it('an unknown method, a foreign content type and an oversized body answer in the app shape', async () => {
    const put = await app.inject({ method: 'PUT', url: '/api/addLead' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: errorMessages.apiNotFound });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/submit_contact_form',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toEqual({ message: errorMessages.contentType });
    const big = await app.inject({
      method: 'POST',
      url: '/api/submit_contact_form',
      payload: { ...contact, message: 'x'.repeat(100_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: errorMessages.tooLarge });
  });
});
