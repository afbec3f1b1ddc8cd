import type { ComponentProps, ReactNode } from 'react';
import { controlClass, type Density } from './control';
import { describedBy, Field, useFieldIds } from './field';

interface Labelled {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  density?: Density;
  /** Classes of the control itself (the field's own `className` places the whole field). */
  controlClassName?: string;
}

const heights: Record<Density, string> = { site: 'h-12', compact: 'h-10' };

/** A labelled text input with its hint and error wired to aria-describedby. */
export function Input(props: ComponentProps<'input'> & Labelled) {
  const { label, error, hint, density = 'site', controlClassName, ...rest } = props;
  const { id: idProp, className, required, ...input } = rest;
  const { id, errorId, hintId } = useFieldIds(idProp);
  return (
    <Field {...{ id, label, required, error, errorId, hint, hintId, className }}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(Boolean(error), controlClassName ?? heights[density], density)}
        {...input}
      />
    </Field>
  );
}

const areas: Record<Density, string> = {
  site: 'min-h-32 resize-y py-3',
  compact: 'resize-y py-2.5',
};

export function Textarea(props: ComponentProps<'textarea'> & Labelled) {
  const { label, error, hint, density = 'site', controlClassName, ...rest } = props;
  const { id: idProp, className, required, ...textarea } = rest;
  const { id, errorId, hintId } = useFieldIds(idProp);
  return (
    <Field {...{ id, label, required, error, errorId, hint, hintId, className }}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(Boolean(error), controlClassName ?? areas[density], density)}
        {...textarea}
      />
    </Field>
  );
}

/** A native select: right for short fixed lists (filters, roles). */
export function Select(
  props: ComponentProps<'select'> &
    Labelled & { options: readonly (readonly [value: string, text: string])[] },
) {
  const { label, error, hint, density = 'compact', controlClassName, options, ...rest } = props;
  const { id: idProp, className, required, ...select } = rest;
  const { id, errorId, hintId } = useFieldIds(idProp);
  return (
    <Field {...{ id, label, required, error, errorId, hint, hintId, className }}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(
          Boolean(error),
          controlClassName ?? `${heights[density]} pr-8`,
          density,
        )}
        {...select}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
