import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';

const TOKEN = 'a-long-enough-metrics-token';

describe('GET /metrics', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: ['10.1.2.0/24'] });
    // A little traffic to measure, including a refusal and a route with an ID in it.
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/news/12345' });
  });
  afterAll(() => app.close());

  it('refuses a caller without the token from an address not on the list', async () => {
    const none = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('http_request_duration_seconds');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer not-the-token-at-all-no' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers the token holder in valid exposition format with the named series', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const families = parsePrometheusTextFormat(response.body);
    const names = families.map((family) => family.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
        'verdantia_db_pool_connections_in_use',
        'verdantia_outbox_queue_length',
        'verdantia_outbox_oldest_age_seconds',
        'verdantia_rate_limit_refusals_total',
        'verdantia_trustlink_cases_overdue',
      ]),
    );
    expect(families.find((f) => f.name === 'http_request_duration_seconds')?.type).toBe(
      'HISTOGRAM',
    );
    // The parser keeps no labels of histogram series: read them from the count lines.
    const counts = response.body.match(/^http_request_duration_seconds_count\{.*\} \d+$/gm) ?? [];
    expect(counts.some((line) => line.includes('route="/api/health"'))).toBe(true);
    expect(counts.every((line) => /status_class="[1-5]xx"/.test(line))).toBe(true);
    // Label values are route patterns and classes, never the IDs of a request.
    expect(response.body).not.toContain('12345');
  });

  it('answers an address on the allow-list without a token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('verdantia_trustlink_cases_overdue');
  });
});

describe('GET /metrics with neither a token nor an allow-list', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is closed to everyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(403);
  });
});
