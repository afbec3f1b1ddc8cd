import { reporterLanguageTags, type ReporterLanguage } from '@verdantia/domain/trustlink/languages';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "Wednesday 5 March 2025": in English spelt out here, so the receipt reads the same in every
 * browser; in Welsh and Polish as the browser's own calendar names them ("dydd Mercher 5 Mawrth
 * 2025", "środa, 5 marca 2025").
 */
export function longDate(date: Date, language: ReporterLanguage = 'en') {
  if (language === 'en') {
    return `${weekdays[date.getDay()]} ${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
  }
  return new Intl.DateTimeFormat(reporterLanguageTags[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
