import { http } from '~/lib/http';

/** Calls the back-office API with the staff session cookie (see lib/http). */
export const adminFetch = http;

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
