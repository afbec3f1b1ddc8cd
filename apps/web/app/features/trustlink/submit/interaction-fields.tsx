import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input, Select, Textarea } from '~/ui/form/inputs';
import type { InteractionValues } from './form-values';
import { interactionTypes, priorities, relationShips } from '@verdantia/domain/trustlink/choices';
import { useMessageText } from '../i18n/message-text';
import { useReporterText } from '../i18n/reporter-text';

interface InteractionFieldsProps {
  register: UseFormRegister<InteractionValues>;
  errors: FieldErrors<InteractionValues>;
}

/** The values sent stay the public contract's (English); the reporter reads their own language. */
const options = (values: readonly string[], labels: Record<string, string>, prompt: string) =>
  [
    ['', prompt] as const,
    ...values.map((value) => [value, labels[value] ?? value] as const),
  ] as const;

/** What happened, of which kind, how urgent, where and when, and the reporter's relationship. */
export function InteractionFields({ register, errors }: InteractionFieldsProps) {
  const { text } = useReporterText();
  const message = useMessageText();
  const t = text.form;
  const choices = text.choices;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="text-lg font-semibold text-brand-950">{t.about}</legend>
      <Input
        label={t.title.label}
        required
        className="sm:col-span-2"
        maxLength={200}
        hint={t.title.hint}
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <Select
        label={t.type.label}
        required
        density="site"
        options={options(interactionTypes, choices.interactionType, t.type.prompt)}
        error={message(errors.interactionType?.message)}
        {...register('interactionType')}
      />
      <Select
        label={t.priority.label}
        required
        density="site"
        options={options(priorities, choices.priority, t.priority.prompt)}
        error={message(errors.priority?.message)}
        {...register('priority')}
      />
      <Select
        label={t.relationship.label}
        required
        density="site"
        options={options(relationShips, choices.relationShip, t.relationship.prompt)}
        error={message(errors.relationShip?.message)}
        {...register('relationShip')}
      />
      <Input
        label={t.location.label}
        required
        maxLength={200}
        placeholder={t.location.placeholder}
        error={message(errors.interactionLocation?.message)}
        {...register('interactionLocation')}
      />
      <Input
        label={t.date.label}
        type="date"
        hint={t.date.hint}
        error={message(errors.closureDate?.message)}
        {...register('closureDate')}
      />
      <Input label={t.time.label} type="time" hint={t.time.hint} {...register('closureTime')} />
      <Textarea
        label={t.description.label}
        required
        className="sm:col-span-2"
        rows={7}
        maxLength={10000}
        hint={t.description.hint}
        error={message(errors.interactionDescription?.message)}
        {...register('interactionDescription')}
      />
    </fieldset>
  );
}
