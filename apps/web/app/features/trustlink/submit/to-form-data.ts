import type { InteractionValues } from './form-values';

/**
 * The multipart body of a new interaction: plain fields, then reporter and involvedPersons as
 * JSON text, then the one evidence file last. The time field stays in the browser.
 */
export function toFormData(values: InteractionValues, evidence?: File) {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('interactionType', values.interactionType);
  body.set('interactionDescription', values.interactionDescription.trim());
  body.set('interactionLocation', values.interactionLocation.trim());
  body.set('priority', values.priority);
  if (values.closureDate) body.set('closureDate', values.closureDate);
  body.set('relationShip', values.relationShip);
  const { firstName, lastName, email, password } = values.reporter;
  body.set(
    'reporter',
    JSON.stringify({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      phoneNumber: '',
      password,
    }),
  );
  body.set(
    'involvedPersons',
    JSON.stringify(
      values.involvedPersons.map((person) => ({
        fullName: person.fullName.trim(),
        jobRole: person.jobRole.trim(),
        email: '',
      })),
    ),
  );
  if (evidence) body.append('evidences', evidence);
  return body;
}
