import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from './app.ts';

/**
 * A stand-in for an OpenAI-compatible chat completion endpoint on 127.0.0.1 (tests only): it
 * records each request body and answers with `reply`, an error status, or nothing at all.
 */
export async function startFakeLlm() {
  const requests: Array<{ authorization?: string; body: Record<string, unknown> }> = [];
  const fake = {
    mode: 'reply' as 'reply' | 'error' | 'hang',
    reply: 'Standard 2.2 says you should not audit work you were responsible for (Standard 2.2).',
    requests,
    baseUrl: '',
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":"overloaded"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: fake.reply } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A test app whose assistant writes with the fake LLM; `close` stops both. */
export async function createAppWithFakeLlm() {
  const fake = await startFakeLlm();
  const app = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
    // Long enough for a loaded test machine; the hanging case waits this out once.
    LLM_TIMEOUT_MS: 1500,
  });
  const close = async () => {
    await app.close();
    await fake.close();
  };
  return { fake, app, close };
}
