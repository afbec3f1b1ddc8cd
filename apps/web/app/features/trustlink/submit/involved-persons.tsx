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
import { fill } from '../i18n/fill';
import { useMessageText } from '../i18n/message-text';
import { useReporterText } from '../i18n/reporter-text';

interface InvolvedPersonsProps {
  control: Control<InteractionValues>;
  register: UseFormRegister<InteractionValues>;
  errors: FieldErrors<InteractionValues>['involvedPersons'];
}

/** People involved: as many rows as the reporter needs, each with a name and a job role. */
export function InvolvedPersons({ control, register, errors }: InvolvedPersonsProps) {
  const { text } = useReporterText();
  const message = useMessageText();
  const t = text.form.people;
  const { fields, append, remove } = useFieldArray({ control, name: 'involvedPersons' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-brand-950">{t.legend}</legend>
      <p className="text-sm text-muted">{t.hint}</p>
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <li
            key={field.id}
            className="grid gap-4 rounded-2xl bg-page-grey/60 p-4 ring-1 ring-line sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <Input
              label={fill(t.fullName, { n: i + 1 })}
              required
              maxLength={200}
              autoComplete="off"
              error={message(errors?.[i]?.fullName?.message)}
              {...register(`involvedPersons.${i}.fullName`)}
            />
            <Input
              label={fill(t.jobRole, { n: i + 1 })}
              required
              maxLength={200}
              autoComplete="off"
              error={message(errors?.[i]?.jobRole?.message)}
              {...register(`involvedPersons.${i}.jobRole`)}
            />
            <Button
              variant="ghost"
              className="justify-self-start text-red-700 hover:bg-red-50 sm:mt-7"
              aria-label={fill(t.removeLabel, { n: i + 1 })}
              onClick={() => remove(i)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t.remove}
            </Button>
          </li>
        ))}
      </ol>
      {typeof errors?.message === 'string' && (
        <p className="text-sm font-medium text-red-700">{message(errors.message)}</p>
      )}
      <Button variant="secondary" onClick={() => append({ ...emptyPerson })}>
        <Plus className="size-4" aria-hidden="true" />
        {t.add}
      </Button>
    </fieldset>
  );
}
