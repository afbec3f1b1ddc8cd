import { ApiRequestError } from '~/lib/api';

const NETWORK_MESSAGE =
  'We could not reach the server. Please check your connection and try again.';

/**
 * Calls the back-office API with the staff session cookie. State-changing calls always carry a
 * JSON body: the server refuses them otherwise (with SameSite=Strict, that is the CSRF guard).
 * Failures throw ApiRequestError with the server's message; 401 means the session has ended.
 */
export async function adminFetch<T = unknown>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const hasBody = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(init.body ?? {}) : undefined,
    });
  } catch {
    throw new ApiRequestError(NETWORK_MESSAGE, 0);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message =
      (typeof data?.message === 'string' && data.message) ||
      (response.status === 403
        ? 'Your role does not give you access to this.'
        : 'Something went wrong. Please try again.');
    throw new ApiRequestError(
      message,
      response.status,
      (data?.fieldErrors as Record<string, string[]>) ?? {},
    );
  }
  return data as T;
}

/** A query string from the set values only (empty filters are left out). */
export function toQuery(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
