import { z } from 'zod';
import './zod-messages.ts';
import { textMessages } from './text-messages.ts';

export { textMessages };

// Every text field of every request is built here, so one rule holds everywhere: no control
// characters (PostgreSQL refuses NUL, and the rest have no place in what a person types) and no
// broken UTF-16 (a lone surrogate cannot be stored as UTF-8 or in jsonb). Tabs and line breaks are
// text only where several lines are expected; in a one-line field (a name, a subject line of an
// e-mail) they are turned into spaces, which also keeps them out of mail headers.

/** C0 controls except tab, line feed and carriage return, DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Tabs and line breaks in a one-line field (pasted text): each run becomes one space. */
const LINE_BREAKS = /[ ]*[\t\r\n]+[ ]*/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string is well-formed UTF-16 (every surrogate is part of a pair). */
export function isWellFormedText(value: string): boolean {
  const native = (value as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof native === 'function' ? native.call(value) : !LONE_SURROGATE.test(value);
}

/** True when the string holds a control character other than tab, line feed, carriage return. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_IN_TEXT.test(value);
}

export interface TextOptions {
  /** Names the field in messages, capitalised: 'Company name'. */
  label: string;
  max: number;
  /** Message when longer than `max`; default "<label> must be at most <max> characters." */
  tooLong?: string;
  /** Makes the field required, with this message for a missing or empty value. */
  required?: string;
  /** Shortest accepted length (after trimming), with its message. */
  min?: number;
  tooShort?: string;
  /** Paragraphs, messages, Markdown: tabs and line breaks are kept. Elsewhere they become spaces. */
  multiline?: boolean;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
}

/** A text field: trimmed, length-checked, free of control characters and broken Unicode. */
export function text(options: TextOptions) {
  const { label, max, required, min, multiline = false } = options;
  let schema = z.string({ error: required ?? textMessages.notText(label) });
  if (!multiline) schema = schema.overwrite((value) => value.replace(LINE_BREAKS, ' '));
  if (options.trim !== false) schema = schema.trim();
  if (required) schema = schema.min(1, required);
  if (min !== undefined)
    schema = schema.min(min, options.tooShort ?? textMessages.tooShort(label, min));
  return schema
    .max(max, options.tooLong ?? textMessages.tooLong(label, max))
    .refine((value) => !hasControlCharacters(value), textMessages.control(label))
    .refine(isWellFormedText, textMessages.illFormed(label));
}

/**
 * An optional value where an empty string means "not given" (a cleared filter, an empty form
 * field). Unlike `schema.optional().or(z.literal(''))`, a wrong value keeps the schema's own
 * message instead of a generic "not one of the accepted kinds".
 */
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
