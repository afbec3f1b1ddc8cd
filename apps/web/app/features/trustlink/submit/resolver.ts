import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { InteractionValues } from './form-values';

// Provisional until the shared schema lands.
const required = z.string().trim().min(1, 'Required');
const schema = z.object({
  title: z.string().trim().min(1, 'Required').min(6, 'Must be at least 6 characters'),
  interactionType: required,
  interactionDescription: z.string().trim().min(10, 'Must be at least 10 characters'),
  interactionLocation: required,
  priority: required,
  relationShip: required,
  involvedPersons: z.array(z.object({ fullName: required, jobRole: required })),
  reporter: z.object({ password: required }).passthrough(),
});

const schemaResolver = zodResolver(schema);

export const PIN_MISMATCH = 'The two PINs do not match.';

/** The shared schema checks the payload; the browser alone checks that both PINs match. */
export const interactionResolver: Resolver<InteractionValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options as never);
  const errors = { ...result.errors } as FieldErrors<InteractionValues>;
  if (values.reporter.password && values.pinConfirm !== values.reporter.password) {
    errors.pinConfirm = { type: 'validate', message: PIN_MISMATCH };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values, errors: {} };
};
