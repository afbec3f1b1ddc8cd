import fc from 'fast-check';
import {
  contentTypes,
  hostileBody,
  hostileQuery,
  hostileSegment,
  multipartCases,
  multipartRoutes,
} from '../../src/test/fuzz-inputs.ts';
import { validBodies } from '../../src/test/fuzz-seeds.ts';
import { signIn, type Admin } from './checks.ts';
import type { Instance } from './instances.ts';

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

/**
 * The route fuzz of the test suite, over HTTP, against two instances sharing one PostgreSQL and
 * one Redis: every route the OpenAPI document lists (as a signed-in admin, so staff routes too)
 * gets `runs` hostile requests, sent to A and B in turn, as a staff member, a learner or nobody.
 * No answer may be a 5xx.
 */
/** Whether the staff session behind `cookie` still answers. */
async function sessionLive(url: string, cookie: string) {
  const response = await fetch(`${url}/api/admin/session`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.ok;
}

export async function fuzzAcross(instances: Instance[], admin: Admin, runs = 6) {
  let { cookie } = await signIn(instances[0]!.url, admin);
  const learner = await learnerToken(instances[0]!.url);
  const spec = (await (
    await fetch(`${instances[0]!.url}/api/docs/json`, { headers: { cookie } })
  ).json()) as OpenApi;
  let requests = 0;
  let routes = 0;
  const serverErrors: string[] = [];
  for (const [openApiPath, operations] of Object.entries(spec.paths)) {
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    const params = [...openApiPath.matchAll(/\{\w+\}/g)].length;
    for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes += 1;
      const samples = fc.sample(
        fc.record({
          segments: fc.array(hostileSegment, { minLength: params, maxLength: params }),
          query: fc.option(hostileQuery([]), { nil: undefined }),
          contentType: contentTypes,
          body: hostileBody(validBodies[`${method} ${url}`] ?? {}),
          multipart: fc.constantFrom(...Object.keys(multipartCases)),
        }),
        runs,
      );
      for (const sample of samples) {
        const instance = instances[requests % instances.length]!;
        let i = 0;
        const path = url.replace(/:(\w+)/g, () => sample.segments[i++] ?? 'x');
        const upload = multipartRoutes.has(url) ? multipartCases[sample.multipart] : undefined;
        const headers: Record<string, string> = {};
        if (url.startsWith('/api/admin/')) headers.cookie = cookie;
        if (url.startsWith('/api/academy/')) headers.authorization = learner;
        const withBody = method !== 'GET' && method !== 'DELETE';
        if (upload) headers['content-type'] = upload.contentType;
        else if (withBody) headers['content-type'] = sample.contentType;
        let status: number;
        try {
          const response = await fetch(
            `${instance.url}${path}${sample.query ? `?${sample.query}` : ''}`,
            {
              method,
              headers,
              body: withBody ? (upload?.payload ?? sample.body) : undefined,
              signal: AbortSignal.timeout(30_000),
            },
          );
          status = response.status;
          await response.arrayBuffer();
        } catch {
          // A URL fetch refuses to send, or a body the server cut off: not a server error.
          continue;
        }
        requests += 1;
        if (status >= 500) serverErrors.push(`${method} ${path} on ${instance.name}: ${status}`);
        // A fuzzed request may end the admin's session (sign-out): sign in anew, but only then
        // (a 401 from a two-step or passkey route leaves the session as it was).
        if (status === 401 && headers.cookie && !(await sessionLive(instance.url, cookie))) {
          ({ cookie } = await signIn(instance.url, admin));
        }
      }
    }
  }
  return {
    ok: serverErrors.length === 0 && routes > 40,
    detail:
      `${requests} requests over ${routes} routes, alternating A and B: ` +
      `${serverErrors.length} × 5xx${serverErrors.length ? ` (${serverErrors.slice(0, 5).join('; ')})` : ''}`,
  };
}

/** A learner's bearer token, for the academy routes. */
async function learnerToken(url: string) {
  const email = `fuzz.learner.${Date.now()}@example.org`;
  const password = 'fuzz learner password';
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/users/sign-up', {
    userName: 'Fuzz Learner',
    email,
    password,
    organisation: 'Acme',
    position: 'Analyst',
    country: 'United Kingdom',
  });
  const signedIn = (await (await post('/api/users/sign-in', { email, password })).json()) as {
    token?: string;
  };
  return `Bearer ${signedIn.token ?? ''}`;
}
