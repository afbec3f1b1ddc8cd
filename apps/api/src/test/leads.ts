import { desc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { outboxMessages } from '../db/schema/index.ts';

// Shared by the lead endpoints' tests: posting JSON, the latest outbox row, and the bad inputs
// every endpoint must answer with 400 and the offending field named.

type Send = (app: App) => Promise<LightMyRequestResponse>;

export const postJson = (app: App, url: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

export async function latestOutboxMessage(app: App) {
  const [row] = await app.db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

export const outboxCount = async (app: App) =>
  (await app.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;

/** Bodies that are not a form at all: 400 with a message, no field to name. */
export function shapelessBodies(url: string): Array<[string, Send]> {
  return [
    ['no body', (app) => postJson(app, url)],
    ['no body and no content type', (app) => app.inject({ method: 'POST', url })],
    ['a JSON array', (app) => postJson(app, url, [{}])],
    ['a JSON number', (app) => postJson(app, url, 7)],
    ['a JSON string', (app) => postJson(app, url, 'hello')],
    ['JSON null', (app) => postJson(app, url, null)],
    [
      'malformed JSON',
      (app) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: '{"name": ',
        }),
    ],
    [
      'a form-encoded body',
      (app) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'name=a',
        }),
    ],
  ];
}

/**
 * For each field: wrong types, a 10 KB string and one character over its limit, each in an
 * otherwise valid body. `max` is the field's limit; `fill` builds a valid-looking value of a
 * given length (e-mail fields need an @ and a domain).
 */
export function fieldCases(
  valid: Record<string, unknown>,
  limits: Record<string, { max: number; fill?: (length: number) => string }>,
): Array<[string, string, Record<string, unknown>]> {
  const cases: Array<[string, string, Record<string, unknown>]> = [];
  for (const [field, { max, fill = (n: number) => 'a'.repeat(n) }] of Object.entries(limits)) {
    const withValue = (value: unknown) => ({ ...valid, [field]: value });
    cases.push(
      [field, 'a number', withValue(42)],
      [field, 'an array', withValue(['text'])],
      [field, 'an object', withValue({ text: 'x' })],
      [field, 'true', withValue(true)],
      [field, 'a 10 KB string', withValue(fill(10_240))],
      [field, `${max + 1} characters`, withValue(fill(max + 1))],
    );
  }
  return cases;
}

/** An e-mail address of exactly `length` characters. */
export const emailOfLength = (length: number) => `${'a'.repeat(length - 12)}@example.org`;

/** The 400 body: a message for people and the field named in fieldErrors. */
export function expectFieldError(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(5);
  expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
  expect(body.fieldErrors[field][0].length).toBeGreaterThan(5);
}
