import { reporterLanguageTags, type ReporterLanguage } from '@verdantia/domain/trustlink/languages';

// Dates and sizes as the reporter reads them, in their language (English by default).

const dateTimes = new Map<ReporterLanguage, Intl.DateTimeFormat>();
const dates = new Map<ReporterLanguage, Intl.DateTimeFormat>();

function dateTimeFormat(language: ReporterLanguage) {
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(reporterLanguageTags[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimes.set(language, format);
  }
  return format;
}

function dateFormat(language: ReporterLanguage) {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(reporterLanguageTags[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dates.set(language, format);
  }
  return format;
}

export const formatDateTime = (
  value: string | null | undefined,
  language: ReporterLanguage = 'en',
) => (value ? dateTimeFormat(language).format(new Date(value)) : '—');

/** A calendar date (YYYY-MM-DD) read as that day, whatever the browser's time zone. */
export const formatDate = (value: string | null | undefined, language: ReporterLanguage = 'en') =>
  value ? dateFormat(language).format(new Date(`${value.slice(0, 10)}T12:00:00`)) : '—';

/** A file's size as people read it: "12 KB", "3.4 MB". */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;
