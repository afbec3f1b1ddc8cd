import { zodResolver } from '@hookform/resolvers/zod';
import { newsInputSchema, type AdminNews, type NewsInput } from '@verdantia/domain/publishing/news';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

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

const toInput = (values: NewsValues) => ({
  ...values,
  paragraphs: values.paragraphs
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
});

const schemaResolver = zodResolver(newsInputSchema);

/** The domain schema validates the article as the server will receive it. */
export const newsResolver = ((values, context, options) =>
  schemaResolver(toInput(values) as NewsInput, context, options as never)) as Resolver<
  NewsValues,
  unknown,
  NewsInput
>;

/** The first message for a field, also when the schema complained about one of its items. */
export function messageOf(errors: FieldErrors<NewsValues>, field: keyof NewsValues) {
  const error = errors[field] as FieldError | Record<string, FieldError> | undefined;
  if (!error) return undefined;
  if (typeof error.message === 'string') return error.message;
  return Object.values(error as Record<string, FieldError>).find((item) => item?.message)?.message;
}
