import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import {
  contentTypes,
  hostileBody,
  hostileQuery,
  hostileSegment,
  multipartCases,
  multipartRoutes,
  seededHostileQuery,
} from '../test/fuzz-inputs.ts';
import { validBodies, validQueries } from '../test/fuzz-seeds.ts';
import { errorMessages } from '../http/error-messages.ts';
import { staffWithSession } from '../test/staff.ts';
import { learnerWithToken } from '../test/academy.ts';

// Every route of the app, with hostile params, query strings and bodies, through inject(): no
// answer may be a 5xx, and every 4xx is the app's error body ({ message, fieldErrors? }) with a
// message written for a person, never Fastify's default shape or zod's default English.

const RUNS_PER_ROUTE = 40;
const ZOD_DEFAULTS =
  /Invalid input|expected \w+, received|Too (big|small):|Invalid option|Unrecognized key|Invalid string/;

const app = await createTestApp();
afterAll(() => app.close());

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
const routes = app.routeList.flatMap((route) =>
  methodsOf(route).map((method) => ({ method, url: route.url, route })),
);
const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const tally = { requests: 0, routes: 0, serverErrors: 0, accepted: 0 };

let adminCookie = (await staffWithSession(app, 'admin')).cookie;
// Academy calls need a learner's bearer token to get past the first check.
const learnerAuthorization = (await learnerWithToken(app)).headers.authorization;

const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

function requestArbitrary(method: string, url: string, route: RouteOptions) {
  const params = [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const queryKeys = keysOf(route.schema?.querystring);
  const seed = validBodies[`${method} ${url}`];
  const querySeed = validQueries[`${method} ${url}`];
  const upload = multipartRoutes.has(url);
  return fc.record({
    segments: fc.array(hostileSegment, { minLength: params.length, maxLength: params.length }),
    query: fc.option(
      querySeed
        ? fc.oneof(hostileQuery(queryKeys), seededHostileQuery(querySeed))
        : hostileQuery(queryKeys),
      { nil: undefined },
    ),
    contentType: contentTypes,
    body: upload
      ? fc.constantFrom(...Object.keys(multipartCases))
      : method === 'GET' || method === 'DELETE'
        ? fc.option(hostileBody({}), { freq: 4, nil: undefined })
        : hostileBody(seed ?? {}),
  });
}

function buildPath(url: string, segments: string[]) {
  let i = 0;
  return url.replace(/:(\w+)|\*/g, () => segments[i++] ?? 'x');
}

describe(`every route with hostile input (${driver})`, () => {
  it('fuzzes every registered route and has a valid body for each route that takes one', () => {
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter(({ route }) => route.schema?.body)
      .map(({ method, url }) => `${method} ${url}`)
      .filter((key) => !validBodies[key]);
    expect(missing).toEqual([]);
  });

  it.each(
    routes.map(({ method, url, route }) => [`${method} ${url}`, method, url, route] as const),
  )(
    '%s: no 5xx, every error in the app shape',
    async (_name, method, url, route) => {
      tally.routes += 1;
      const needsSession = url.startsWith('/api/admin/');
      await fc.assert(
        fc.asyncProperty(requestArbitrary(method, url, route), async (input) => {
          const path = buildPath(url, input.segments);
          const upload = multipartRoutes.has(url) ? multipartCases[input.body!] : undefined;
          const headers: Record<string, string> = {};
          if (needsSession) headers.cookie = adminCookie;
          if (url.startsWith('/api/academy/')) headers.authorization = learnerAuthorization;
          if (upload) headers['content-type'] = upload.contentType;
          else if (input.body !== undefined) headers['content-type'] = input.contentType;
          const response = await app.inject({
            method: method as 'GET',
            url: input.query ? `${path}?${input.query}` : path,
            headers,
            payload: upload?.payload ?? input.body,
          });
          tally.requests += 1;
          if (response.statusCode >= 500) tally.serverErrors += 1;
          if (response.statusCode < 300) tally.accepted += 1;
          // A fuzzed request may end the session (sign-out, a password change): sign in anew.
          if (needsSession && response.statusCode === 401) {
            adminCookie = (await staffWithSession(app, 'admin')).cookie;
          }
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          const json = response.headers['content-type']?.toString().startsWith('application/json');
          if (response.statusCode < 400 || (!json && !path.startsWith('/api'))) return;
          expect(json, `${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
          const body = response.json();
          expect(typeof body.message).toBe('string');
          expect(body.message.length).toBeGreaterThan(3);
          expect(body).not.toHaveProperty('statusCode');
          expect(body).not.toHaveProperty('code');
          // The database's refusal is a safety net; the shared schemas must refuse such values first.
          expect(body.message).not.toBe(errorMessages.unstorable);
          const texts = [body.message, ...Object.values(body.fieldErrors ?? {}).flat()];
          for (const text of texts) expect(String(text)).not.toMatch(ZOD_DEFAULTS);
        }),
        { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: 60_000 },
      );
    },
    120_000,
  );

  // Broken JSON stops at the shared body parser, before any route: every route that takes a
  // body must still answer a 400 in the app's shape.
  it.each(
    routes.filter(
      ({ method, url }) => method !== 'GET' && method !== 'DELETE' && url.startsWith('/api'),
    ),
  )('$method $url answers malformed JSON with a 400 in the app shape', async ({ method, url }) => {
    const path = url.replace(/:(\w+)/g, '1');
    const response = await app.inject({
      method: method as 'POST',
      url: path,
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      payload: '{"name": "unfinished',
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body).not.toHaveProperty('statusCode');
  });

  it('reports what it sent', () => {
    console.log(
      `input fuzz on ${driver}: ${tally.requests} requests over ${tally.routes} routes, ${tally.serverErrors} answered 5xx, ${tally.accepted} were accepted (2xx)`,
    );
    expect(tally.serverErrors).toBe(0);
  });
});
