import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  raw?: string;
  /** Never answer (to test the timeout). */
  hang?: boolean;
}

/**
 * A stand-in for the video search service on 127.0.0.1 (tests only): records every request
 * and answers with whatever `answer` holds at that moment.
 */
export async function startFakeVideoService() {
  const requests: URL[] = [];
  const fake = {
    answer: { body: { items: [] } } as FakeAnswer,
    requests,
    baseUrl: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    const { status = 200, body, raw, hang } = fake.answer;
    if (hang) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(raw ?? JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/youtube/v3`;
  // Hanging requests would otherwise keep close() waiting.
  const close = fake.close;
  fake.close = () => {
    server.closeAllConnections();
    return close();
  };
  return fake;
}

export type FakeVideoService = Awaited<ReturnType<typeof startFakeVideoService>>;

/** A search result item the way the real service shapes it. */
export const searchItem = (
  videoId: string,
  title: string,
  publishedAt = '2024-11-01T10:00:00Z',
) => ({
  kind: 'youtube#searchResult',
  etag: 'etag',
  id: { kind: 'youtube#video', videoId },
  snippet: {
    publishedAt,
    channelId: 'UCtestChannel',
    title,
    description: `About ${title}`,
    thumbnails: { high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` } },
    channelTitle: 'Test channel',
  },
});
