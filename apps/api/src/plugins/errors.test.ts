import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loggerOptions } from '../logger.ts';
import { createTestApp } from '../test/app.ts';
import { errorMessages } from '../http/error-messages.ts';

describe('uniform errors', () => {
  let app: App;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // Records what production would log, with the production serializers.
    app = await createTestApp({}, { logger: pino(loggerOptions('info'), sink) });
    // A route that fails the way a bug or a database outage would, carrying personal data.
    app.post('/api/test-failure', async (request) => {
      const error = new Error('Failed query: insert into x\nparams: secret@example.org');
      throw Object.assign(error, { detail: `Key (email)=(${JSON.stringify(request.body)})` });
    });
  });
  afterAll(() => app.close());

  it('unknown /api paths answer a JSON 404 with a message', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: errorMessages.apiNotFound });
    }
  });

  it('a failure answers 500 with a generic message, logged without body or driver values', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-failure?email=query@example.org',
      headers: {
        'content-type': 'application/json',
        cookie: 'session=abc',
        authorization: 'Bearer t0ken',
      },
      payload: { email: 'body@example.org' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: errorMessages.internal });
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query: insert into x');
    expect(log).toContain('"url":"/api/test-failure"');
    for (const secret of [
      'body@example.org',
      'secret@example.org',
      'query@example.org',
      'session=abc',
      't0ken',
      '127.0.0.1',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('a malformed percent-encoded URL answers 400, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(errorMessages.badUrl);
  });
});
