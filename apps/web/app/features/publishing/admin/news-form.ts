import { zodResolver } from '@hookform/resolvers/zod';
import { newsInputSchema, type AdminNews, type NewsInput } from '@verdantia/domain/publishing/news';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { mapResolver } from '~/ui/form/map-resolver';

/** The editor's values: paragraphs are one text, separated by blank lines. */
export interface NewsValues {
  date: string;
  title: string;
  summary: string;
  paragraphs: string;
  images: string[];
}

export const valuesOf = (article?: AdminNews): NewsValues => ({
  date: article?.date ?? new Date().toISOString().slice(0, 10),
  title: article?.title ?? '',
  summary: article?.summary ?? '',
  paragraphs: article?.paragraphs.join('\n\n') ?? '',
  images: article?.images ?? [],
});

const toInput = (values: NewsValues): NewsInput => ({
  ...values,
  paragraphs: values.paragraphs
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
});

/** A complaint about one paragraph is shown on the one text that holds them all. */
function toErrors({ paragraphs, ...rest }: FieldErrors<NewsInput>): FieldErrors<NewsValues> {
  const message =
    paragraphs?.message ??
    (Array.isArray(paragraphs) ? paragraphs.find((item) => item?.message)?.message : undefined);
  return typeof message === 'string' ? { ...rest, paragraphs: { type: 'schema', message } } : rest;
}

/** The domain schema validates the article as the server will receive it. */
export const newsResolver = mapResolver(zodResolver(newsInputSchema), toInput, toErrors);

/** The first message for a field, also when the schema complained about one of its items. */
export function messageOf(errors: FieldErrors<NewsValues>, field: keyof NewsValues) {
  const error = errors[field] as FieldError | Record<string, FieldError> | undefined;
  if (!error) return undefined;
  if (typeof error.message === 'string') return error.message;
  return Object.values(error as Record<string, FieldError>).find((item) => item?.message)?.message;
}
