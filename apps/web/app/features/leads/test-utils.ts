import { vi } from 'vitest';

/** For findBy queries: the forms' validation and lazy chunks can take a while on a busy machine. */
export const slow = { timeout: 5000 };

/** A fetch stub that answers the sector list and records every POST. */
export function stubFetch(
  options: {
    sectors?: unknown;
    sectorStatus?: number;
    post?: () => Response | Promise<Response>;
  } = {},
) {
  const posts: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/sectors-types/names')) {
      return Response.json(options.sectors ?? [], { status: options.sectorStatus ?? 200 });
    }
    posts.push({ url, body: JSON.parse(String(init?.body)) });
    return options.post ? options.post() : Response.json({ message: 'ok' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, posts };
}

/** jsdom lacks the pointer-capture and scrolling APIs Radix Select calls. */
export function polyfillPointer() {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}
