/** An API answer that was not a success, carrying the server's human message. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

const NETWORK_MESSAGE =
  'We could not reach our server. Please check your connection and try again.';

/** POST JSON to our API; resolves to the parsed body or throws ApiRequestError. */
export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiRequestError(NETWORK_MESSAGE, 0);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    // `error` first: the newsletter contract reads response.data.error.
    const message =
      (typeof data?.error === 'string' && data.error) ||
      (typeof data?.message === 'string' && data.message) ||
      'Something went wrong. Please try again.';
    throw new ApiRequestError(
      message,
      response.status,
      (data?.fieldErrors as Record<string, string[]>) ?? {},
    );
  }
  return data as T;
}
