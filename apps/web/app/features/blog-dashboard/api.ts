import { ApiRequestError } from '~/lib/api';

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'case_handler' | 'editor';
}

const NETWORK_MESSAGE =
  'We could not reach our server. Please check your connection and try again.';

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    fieldErrors?: Record<string, string[]>;
  } | null;
  const message =
    typeof body?.message === 'string' ? body.message : 'Something went wrong. Please try again.';
  return new ApiRequestError(message, response.status, body?.fieldErrors ?? {});
}

/** A JSON call to the staff API with the session cookie; throws ApiRequestError on failure. */
export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiRequestError(NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Uploads one image (multipart) and answers its site path (/uploads/<name>). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/admin/uploads', {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiRequestError(NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await errorFrom(response);
  const { url } = (await response.json()) as { url: string };
  return url;
}

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Checked before sending, so a wrong file is refused at once (the server checks again). */
export function imageProblem(file: File): string | undefined {
  if (file.size > MAX_IMAGE_BYTES)
    return 'This image is larger than 2 MB. Please choose a smaller one.';
  if (file.type && !IMAGE_ACCEPT.split(',').includes(file.type))
    return 'Please choose a PNG, JPEG, WebP or GIF image.';
  return undefined;
}
