import { createHash } from 'node:crypto';
import { RUNTIME_FACTS } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { createFakeWebDist } from '../test/fake-web-dist.ts';

describe('runtime facts in served pages', () => {
  let app: App;
  const dist = createFakeWebDist();
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: dist.root, TRUSTLINK_RETENTION_DAYS: 30 });
  });
  afterAll(async () => {
    await app.close();
    dist.cleanup();
  });

  it("fill the server's TRUSTLINK_RETENTION_DAYS into the page, its <html> and its inline data", async () => {
    const response = await app.inject({ method: 'GET', url: '/trust-link-1' });
    expect(response.statusCode).toBe(200);
    const { placeholder, attribute } = RUNTIME_FACTS.trustlinkRetentionDays;
    expect(response.body).not.toContain(placeholder);
    expect(response.body).toContain(`${attribute}="30"`);
    expect(response.body).toContain('kept for 30 days');
    // The inline script's CSP hash is that of the filled script, the one the browser runs.
    const script = 'window.__reactRouterContext = { "text": "kept for 30 days" };';
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});
