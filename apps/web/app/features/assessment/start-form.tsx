import { sectors, sizeBands } from '@verdantia/domain/assessment/profile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HttpError, errorMessage, postJson } from '~/lib/http';
import { Button } from '~/ui/button';
import { Input, Select } from '~/ui/form/inputs';

const sizeOptions = [
  ['', 'Choose a size band'],
  ...sizeBands.map((band) => [band.id, band.label] as const),
] as const;
const sectorOptions = [
  ['', 'Choose a sector'],
  ...sectors.map((sector) => [sector.id, sector.label] as const),
] as const;

/** Starts an assessment (or a reassessment linked to a previous result) and opens its first step. */
export function StartForm() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    setFieldErrors({});
    try {
      const created = await postJson<{ id: string }>('/api/assessments', {
        organisation: form.get('organisation'),
        sizeBand: form.get('sizeBand') || undefined,
        sector: form.get('sector') || undefined,
        previousId: form.get('previousId') ?? '',
      });
      void navigate(`/start-green/${created.id}`);
    } catch (failure) {
      setPending(false);
      setError(errorMessage(failure));
      if (failure instanceof HttpError) setFieldErrors(failure.fieldErrors);
    }
  }

  return (
    <form
      id="start"
      onSubmit={(event) => void start(event)}
      noValidate
      className="scroll-mt-28 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8"
      aria-labelledby="start-title"
    >
      <h2 id="start-title" className="text-2xl font-bold text-brand-950">
        Start your free assessment
      </h2>
      <p className="mt-2 text-muted">No account needed. Your answers are saved as you go.</p>
      <div className="mt-6 space-y-5">
        <Input
          id="start-organisation"
          name="organisation"
          label="Organisation name"
          required
          maxLength={150}
          autoComplete="organization"
          error={fieldErrors.organisation?.[0]}
        />
        <Select
          id="start-sizeBand"
          name="sizeBand"
          label="Size"
          density="site"
          required
          options={sizeOptions}
          hint="Questions that may not apply to you, such as those about employees, can then be answered “Not applicable”."
          error={fieldErrors.sizeBand?.[0]}
        />
        <Select
          id="start-sector"
          name="sector"
          label="Sector"
          density="site"
          required
          options={sectorOptions}
          hint="Compares your result with organisations of the same size and sector."
          error={fieldErrors.sector?.[0]}
        />
        <details className="group rounded-2xl bg-brand-50/60 px-4 py-3 ring-1 ring-brand-100">
          <summary className="cursor-pointer font-semibold text-brand-800">
            Reassessing? Link your previous result
          </summary>
          <Input
            id="start-previousId"
            name="previousId"
            label="Previous result ID (optional)"
            hint="The 22-character ID on your last result page. Linking it shows your progress per pillar and can earn the Fast Mover Badge."
            maxLength={200}
            className="mt-3"
            error={fieldErrors.previousId?.[0]}
          />
        </details>
      </div>
      {/* Plain markup rather than the form kit's alert and spinner: this form is on a marketing
          page's first load, which has a tight JavaScript budget. */}
      {error && (
        <p
          role="alert"
          className="mt-5 rounded-2xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={pending}
        aria-busy={pending || undefined}
        className="mt-6 w-full"
      >
        {pending ? 'Starting…' : 'Start assessment'}
      </Button>
    </form>
  );
}
