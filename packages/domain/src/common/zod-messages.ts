import { z } from 'zod';
import { plural } from './plural.ts';

// Messages for the validation failures a schema did not word itself. zod's own defaults
// ("Invalid input: expected string, received number") speak to programmers; these speak to the
// person filling in the form or reading the API's answer. The same words reach the browser forms
// and the server because both load this module through the shared schemas.

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

function wrongType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return 'This field is required.';
  return `This field must be ${typeNames[issue.expected] ?? 'of another kind'}.`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum } = issue;
  if (origin === 'string') {
    return Number(minimum) <= 1
      ? 'This field is required.'
      : `Please enter at least ${plural(minimum, 'character')}.`;
  }
  if (origin === 'array' || origin === 'set') {
    return `Please add at least ${plural(minimum, 'item')}.`;
  }
  return `This must be ${issue.inclusive === false ? 'more than' : 'at least'} ${minimum}.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum } = issue;
  if (origin === 'string') return `This is too long (at most ${plural(maximum, 'character')}).`;
  if (origin === 'array' || origin === 'set') {
    return `This list is too long (at most ${plural(maximum, 'item')}).`;
  }
  if (origin === 'file') return `This file is too large (at most ${plural(maximum, 'byte')}).`;
  return `This must be ${issue.inclusive === false ? 'less than' : 'at most'} ${maximum}.`;
}

const formats: Record<string, string> = {
  email: 'Please enter a valid e-mail address.',
  url: 'Please enter a valid web address.',
  date: 'Please enter a date as YYYY-MM-DD.',
  datetime: 'Please enter a date and time such as 2024-05-01T09:30:00Z.',
};

function choices(values: readonly unknown[]): string {
  const shown = values.filter((v) => typeof v === 'string' || typeof v === 'number');
  if (shown.length === 0 || shown.length > 8) return 'Please choose one of the listed options.';
  if (shown.length === 1) return `This must be ${JSON.stringify(shown[0])}.`;
  return `Please choose one of: ${shown.map((v) => JSON.stringify(v)).join(', ')}.`;
}

/** A human message for any zod issue; exported for tests. */
export function humanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formats[issue.format] ?? 'This is not in the expected format.';
    case 'not_multiple_of':
      return `This must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return choices(issue.values);
    case 'invalid_union':
      return 'This value is not one of the accepted kinds.';
    case 'invalid_key':
    case 'invalid_element':
      return 'This contains a value that is not valid.';
    default:
      return 'This value is not valid.';
  }
}

z.config({ customError: humanIssueMessage });
