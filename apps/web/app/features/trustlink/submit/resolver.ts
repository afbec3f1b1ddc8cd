import { zodResolver } from '@hookform/resolvers/zod';
import { interactionFormSchema } from '@verdantia/domain/trustlink/submission';
import type { Resolver } from 'react-hook-form';
import type { InteractionValues } from './form-values';

/**
 * The shared form schema: the server's submission rules and messages, plus the PIN typed twice.
 * The form keeps its own values (what was typed); the payload is built from them on submit.
 */
const schemaResolver = zodResolver(interactionFormSchema);

export const interactionResolver: Resolver<InteractionValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values as never, context, options as never);
  return Object.keys(result.errors).length > 0 ? (result as never) : { values, errors: {} };
};
