/**
 * A legal page as data, rendered by routes/legal-page.tsx. Text may hold links written as
 * [label](/path), [label](mailto:...) or [label](https://...).
 */
export type LegalBlock =
  | string
  | { list: string[] }
  /** A table of what the site stores (the cookie policy). */
  | { table: { caption: string; head: string[]; rows: string[][] } }
  /** The cookie policy's "Change cookie choice" control. */
  | { control: 'cookie-choice' };

interface LegalSection {
  /** The anchor of the section, e.g. 'your-rights'. */
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  path: string;
  title: string;
  /** As shown, e.g. '27 November 2024'. */
  lastUpdated: string;
  /** ISO date of the same day, for <time dateTime>. */
  lastUpdatedIso: string;
  intro: string[];
  /** Numbered 1..n in this order. */
  sections: LegalSection[];
}
