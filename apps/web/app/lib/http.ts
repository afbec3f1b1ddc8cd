/** An API answer that was not a success, carrying the server's human message. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpOptions {
  method?: HttpMethod;
  /** JSON-serialisable data, or FormData for a multipart upload. */
  body?: unknown;
  signal?: AbortSignal;
  /** A learner's bearer token (academy calls); staff calls use the session cookie instead. */
  token?: string;
  /** Progress of a multipart upload, 0 to 1 (the upload then goes through XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
}

export const NETWORK_MESSAGE =
  'We could not reach our server. Please check your connection and try again.';
export const GENERAL_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one client for our API, public and staff alike. State-changing calls always carry a body
 * (JSON `{}` when there is nothing to say): the staff API refuses them otherwise, which with a
 * SameSite=Strict cookie is its CSRF guard. Failures throw HttpError with the server's message;
 * a 0 status means the server was not reached.
 */
export async function http<T = unknown>(path: string, options: HttpOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const multipart = options.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET' && !multipart) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response =
      multipart && options.onUploadProgress
        ? await uploadWithProgress(path, method, headers, options)
        : await fetch(path, {
            method,
            credentials: 'same-origin',
            headers,
            body:
              method === 'GET'
                ? undefined
                : multipart
                  ? (options.body as FormData)
                  : JSON.stringify(options.body ?? {}),
            signal: options.signal,
          });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new HttpError(NETWORK_MESSAGE, 0);
  }
  if (response.status === 204) return undefined as T;
  // Files (certificates, transcripts) come back as they are; everything else is JSON.
  if (
    response.ok &&
    /^(application\/pdf|text\/csv)/.test(response.headers.get('content-type') ?? '')
  ) {
    return (await response.blob()) as T;
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    // `error` first: the newsletter contract reads response.data.error.
    const message =
      (typeof data?.error === 'string' && data.error) ||
      (typeof data?.message === 'string' && data.message) ||
      (response.status === 403 ? 'Your role does not give you access to this.' : GENERAL_MESSAGE);
    const fieldErrors = (data?.fieldErrors as Record<string, string[]> | undefined) ?? {};
    throw new HttpError(message, response.status, fieldErrors);
  }
  return data as T;
}

/** POST JSON to our API; resolves to the parsed body or throws HttpError. */
export const postJson = <T = unknown>(path: string, body: unknown, signal?: AbortSignal) =>
  http<T>(path, { method: 'POST', body, signal });

/** The server's message for a failed call, or a general one for anything else. */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : GENERAL_MESSAGE;

/** A query string from the set values only (empty filters are left out). */
export function toQuery(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * fetch cannot report upload progress, XMLHttpRequest can: the same request, answered as a
 * Response so the caller handles it like any other.
 */
function uploadWithProgress(
  path: string,
  method: HttpMethod,
  headers: Record<string, string>,
  options: HttpOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
        }),
      );
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.body as FormData);
  });
}
