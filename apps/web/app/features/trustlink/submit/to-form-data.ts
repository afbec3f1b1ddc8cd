import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import type { ValidInteractionForm } from '@verdantia/domain/trustlink/submission';

/**
 * The multipart body of a new interaction, from the validated form (trimmed):
 * plain fields, then reporter and involvedPersons as JSON text, then the one evidence file last.
 * The time field and the PIN confirmation stay in the browser. `language` tells the case handler
 * which language the reporter reads.
 */
export function toFormData(
  values: ValidInteractionForm,
  evidence?: File,
  language: ReporterLanguage = 'en',
) {
  const body = new FormData();
  body.set('title', values.title);
  body.set('interactionType', values.interactionType);
  body.set('interactionDescription', values.interactionDescription);
  body.set('interactionLocation', values.interactionLocation);
  body.set('priority', values.priority);
  // Sent even when blank, as the original form did (the server reads '' as no date).
  body.set('closureDate', values.closureDate ?? '');
  body.set('relationShip', values.relationShip);
  // Every reporter and person field is sent, blank as '', as the original form did.
  const { firstName = '', lastName = '', email = '', password } = values.reporter;
  body.set('reporter', JSON.stringify({ firstName, lastName, email, phoneNumber: '', password }));
  body.set(
    'involvedPersons',
    JSON.stringify(
      values.involvedPersons.map(({ fullName, jobRole, email = '' }) => ({
        fullName,
        jobRole,
        email,
      })),
    ),
  );
  body.set('language', language);
  if (evidence) body.append('evidences', evidence);
  return body;
}
