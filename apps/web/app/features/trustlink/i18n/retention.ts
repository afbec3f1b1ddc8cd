import { runtimeFact } from '~/lib/runtime-facts';
import { fill } from './fill';
import type { ReporterText } from './text-en';

/**
 * How long a closed case is kept, with the server's TRUSTLINK_RETENTION_DAYS: a placeholder the
 * server fills in the prerendered page, the served value in the browser, or the receipt's own
 * answer where one is given.
 */
export const retentionText = (text: ReporterText, days?: number) =>
  fill(text.retention, { days: days ?? runtimeFact('trustlinkRetentionDays') });
