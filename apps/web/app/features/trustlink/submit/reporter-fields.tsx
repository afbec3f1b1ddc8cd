import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Input } from '~/ui/form/inputs';
import { cn } from '~/ui/cn';
import { pinStrength } from '@verdantia/domain/trustlink/pin-strength';
import { useMessageText } from '../i18n/message-text';
import { useReporterText } from '../i18n/reporter-text';
import type { InteractionValues } from './form-values';

interface ReporterFieldsProps {
  control: Control<InteractionValues>;
  register: UseFormRegister<InteractionValues>;
  errors: FieldErrors<InteractionValues>;
}

const bars = ['bg-red-500', 'bg-amber-500', 'bg-green-600'];
const levels = { weak: 1, fair: 2, strong: 3 } as const;

/** The reporter's optional identity, then the PIN they choose (twice) with a strength hint. */
export function ReporterFields({ control, register, errors }: ReporterFieldsProps) {
  const { text } = useReporterText();
  const message = useMessageText();
  const t = text.form;
  const pin = useWatch({ control, name: 'reporter.password' });
  const strength = pin ? pinStrength(pin) : undefined;
  const level = strength ? levels[strength] : 0;
  return (
    <>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-lg font-semibold text-brand-950">{t.you.legend}</legend>
        <p className="text-sm text-muted sm:col-span-2">{t.you.hint}</p>
        <Input
          label={t.you.firstName}
          autoComplete="given-name"
          maxLength={100}
          error={message(errors.reporter?.firstName?.message)}
          {...register('reporter.firstName')}
        />
        <Input
          label={t.you.lastName}
          autoComplete="family-name"
          maxLength={100}
          error={message(errors.reporter?.lastName?.message)}
          {...register('reporter.lastName')}
        />
        <Input
          label={t.you.email}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          maxLength={254}
          error={message(errors.reporter?.email?.message)}
          {...register('reporter.email')}
        />
      </fieldset>
      <fieldset className="grid gap-5 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:grid-cols-2 sm:p-6">
        <legend className="sr-only">{t.pin.legend}</legend>
        <div className="sm:col-span-2">
          <p className="text-lg font-semibold text-brand-950" aria-hidden="true">
            {t.pin.legend}
          </p>
          <p className="mt-1 text-sm text-muted">{t.pin.text}</p>
        </div>
        <Input
          label={t.pin.label}
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
          hint={strength ? t.pin.strength[strength] : t.pin.hint}
          error={message(errors.reporter?.password?.message)}
          {...register('reporter.password')}
        />
        <Input
          label={t.pin.confirm}
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
          error={message(errors.pinConfirm?.message)}
          {...register('pinConfirm')}
        />
        <div className="flex gap-1.5 sm:col-span-2" aria-hidden="true">
          {bars.map((colour, i) => (
            <span
              key={colour}
              className={cn('h-1.5 flex-1 rounded-full', i < level ? colour : 'bg-line')}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
