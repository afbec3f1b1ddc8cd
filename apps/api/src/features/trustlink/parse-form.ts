import { trustlinkMessages } from '@verdantia/domain';
import type { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { lastField, type MultipartForm } from './read-multipart.ts';

const SUBMISSION_TEXT_FIELDS = [
  'title',
  'interactionType',
  'interactionDescription',
  'interactionLocation',
  'priority',
  'closureDate',
  'relationShip',
  'language',
] as const;

function parseJson(text: string, message: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, message);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The submission's fields as one object for the shared schema. `reporter` is JSON text of one
 * object. `involvedPersons` is JSON text of a list, or repeated with one person's JSON each (both
 * readings of the original form); malformed JSON in either is a 400 with a message.
 */
export function submissionInput(form: MultipartForm): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of SUBMISSION_TEXT_FIELDS) input[name] = lastField(form, name);
  const reporterText = lastField(form, 'reporter');
  if (reporterText === undefined || reporterText.trim() === '') {
    input.reporter = {};
  } else {
    const reporter = parseJson(reporterText, trustlinkMessages.badReporterJson);
    if (!isPlainObject(reporter)) throw new HttpError(400, trustlinkMessages.badReporterJson);
    input.reporter = reporter;
  }
  const persons: unknown[] = [];
  for (const text of form.fields.get('involvedPersons') ?? []) {
    if (text.trim() === '') continue;
    const value = parseJson(text, trustlinkMessages.badInvolvedJson);
    if (Array.isArray(value)) persons.push(...value);
    else if (isPlainObject(value)) persons.push(value);
    else throw new HttpError(400, trustlinkMessages.badInvolvedJson);
  }
  input.involvedPersons = persons;
  return input;
}

/** The app's 400 body for a failed schema: one field's message, or a general one. */
export function validationBody(error: z.ZodError): {
  message: string;
  fieldErrors: Record<string, string[]>;
} {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    const list = (fieldErrors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  const fields = Object.values(fieldErrors);
  const message =
    fields.length === 1 && fields[0]?.[0] ? fields[0][0] : 'Please correct the highlighted fields.';
  return { message, fieldErrors };
}
