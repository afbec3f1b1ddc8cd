import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Input } from '~/ui/form/inputs';
import { Button } from '~/ui/button';
import { emptyPerson, type InteractionValues } from './form-values';

interface InvolvedPersonsProps {
  control: Control<InteractionValues>;
  register: UseFormRegister<InteractionValues>;
  errors: FieldErrors<InteractionValues>['involvedPersons'];
}

/** People involved: as many rows as the reporter needs, each with a name and a job role. */
export function InvolvedPersons({ control, register, errors }: InvolvedPersonsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'involvedPersons' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-brand-950">People involved</legend>
      <p className="text-sm text-muted">
        Who was involved or witnessed it. Add a row for each person; remove the rows you do not
        need.
      </p>
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <li
            key={field.id}
            className="grid gap-4 rounded-2xl bg-page-grey/60 p-4 ring-1 ring-line sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <Input
              label={`Person ${i + 1}: full name`}
              required
              maxLength={200}
              autoComplete="off"
              error={errors?.[i]?.fullName?.message}
              {...register(`involvedPersons.${i}.fullName`)}
            />
            <Input
              label={`Person ${i + 1}: job role`}
              required
              maxLength={200}
              autoComplete="off"
              error={errors?.[i]?.jobRole?.message}
              {...register(`involvedPersons.${i}.jobRole`)}
            />
            <Button
              variant="ghost"
              className="justify-self-start text-red-700 hover:bg-red-50 sm:mt-7"
              aria-label={`Remove person ${i + 1}`}
              onClick={() => remove(i)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {typeof errors?.message === 'string' && (
        <p className="text-sm font-medium text-red-700">{errors.message}</p>
      )}
      <Button variant="secondary" onClick={() => append({ ...emptyPerson })}>
        <Plus className="size-4" aria-hidden="true" />
        Add a person
      </Button>
    </fieldset>
  );
}
