import type {
  FieldErrors,
  FieldValues,
  Resolver,
  ResolverError,
  ResolverResult,
} from 'react-hook-form';

const failed = <I extends FieldValues, O>(
  result: ResolverResult<I, O>,
): result is ResolverError<I> => Object.keys(result.errors).length > 0;

/**
 * Validates what a form holds with a schema's resolver after turning it into the schema's input
 * (a field the visitor does not type, a text split into a list). `toErrors` places the schema's
 * errors back on the form's own fields when their names or shapes differ.
 */
export function mapResolver<V extends FieldValues, I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  toInput: (values: V) => I,
  toErrors: (errors: FieldErrors<I>, values: V) => FieldErrors<V>,
): Resolver<V, unknown, O> {
  return async (values, context, { criteriaMode, fields, shouldUseNativeValidation }) => {
    // The form's field names are not the schema's; the resolver finds its own from the errors.
    const result = await resolver(toInput(values), context, {
      criteriaMode,
      fields,
      shouldUseNativeValidation,
    });
    return failed(result) ? { values: {}, errors: toErrors(result.errors, values) } : result;
  };
}
