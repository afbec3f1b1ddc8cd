import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input, Select, Textarea } from '~/ui/form/inputs';
import type { InteractionValues } from './form-values';
import { interactionTypes, priorities, relationShips } from '@verdantia/domain/trustlink/choices';

interface InteractionFieldsProps {
  register: UseFormRegister<InteractionValues>;
  errors: FieldErrors<InteractionValues>;
}

const options = (values: readonly string[], prompt: string) =>
  [['', prompt] as const, ...values.map((value) => [value, value] as const)] as const;

/** What happened, of which kind, how urgent, where and when, and the reporter's relationship. */
export function InteractionFields({ register, errors }: InteractionFieldsProps) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="text-lg font-semibold text-brand-950">About the interaction</legend>
      <Input
        label="Title"
        required
        className="sm:col-span-2"
        maxLength={200}
        hint="A short summary, at least 6 characters."
        error={errors.title?.message}
        {...register('title')}
      />
      <Select
        label="Type"
        required
        density="site"
        options={options(interactionTypes, 'Choose a type')}
        error={errors.interactionType?.message}
        {...register('interactionType')}
      />
      <Select
        label="Priority"
        required
        density="site"
        options={options(priorities, 'Choose a priority')}
        error={errors.priority?.message}
        {...register('priority')}
      />
      <Select
        label="Your relationship to the organisation"
        required
        density="site"
        options={options(relationShips, 'Choose one')}
        error={errors.relationShip?.message}
        {...register('relationShip')}
      />
      <Input
        label="Location"
        required
        maxLength={200}
        placeholder="Site, office, city or online"
        error={errors.interactionLocation?.message}
        {...register('interactionLocation')}
      />
      <Input
        label="Date (optional)"
        type="date"
        hint="When it happened, if you know."
        error={errors.closureDate?.message}
        {...register('closureDate')}
      />
      <Input
        label="Time (optional)"
        type="time"
        hint="Helps you place events; it is not sent."
        {...register('closureTime')}
      />
      <Textarea
        label="Description"
        required
        className="sm:col-span-2"
        rows={7}
        maxLength={10000}
        hint="What happened, in your own words: at least 10 characters. Avoid details that identify you unless you want to."
        error={errors.interactionDescription?.message}
        {...register('interactionDescription')}
      />
    </fieldset>
  );
}
