import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Input } from '~/ui/form/inputs';
import { cn } from '~/ui/cn';
import { pinStrength, pinStrengthLabels } from '@verdantia/domain/trustlink/pin';
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
  const pin = useWatch({ control, name: 'reporter.password' });
  const strength = pin ? pinStrength(pin) : undefined;
  const level = strength ? levels[strength] : 0;
  return (
    <>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-lg font-semibold text-brand-950">About you (optional)</legend>
        <p className="text-sm text-muted sm:col-span-2">
          Leave these empty to stay anonymous. If you give an e-mail address, we tell you when there
          is an update, never what it says.
        </p>
        <Input
          label="First name"
          autoComplete="given-name"
          maxLength={100}
          error={errors.reporter?.firstName?.message}
          {...register('reporter.firstName')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
          error={errors.reporter?.lastName?.message}
          {...register('reporter.lastName')}
        />
        <Input
          label="E-mail"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          maxLength={254}
          error={errors.reporter?.email?.message}
          {...register('reporter.email')}
        />
      </fieldset>
      <fieldset className="grid gap-5 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:grid-cols-2 sm:p-6">
        <legend className="sr-only">Your PIN</legend>
        <div className="sm:col-span-2">
          <p className="text-lg font-semibold text-brand-950" aria-hidden="true">
            Your PIN
          </p>
          <p className="mt-1 text-sm text-muted">
            With your interaction ID, this PIN is the only way back to your interaction. We store it
            only as a one-way hash and cannot reset or retrieve it.
          </p>
        </div>
        <Input
          label="PIN"
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
          hint={
            strength
              ? `Strength: ${pinStrengthLabels[strength]}`
              : 'At least 6 characters. Choose one you will remember but others cannot guess.'
          }
          error={errors.reporter?.password?.message}
          {...register('reporter.password')}
        />
        <Input
          label="Confirm PIN"
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
          error={errors.pinConfirm?.message}
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
