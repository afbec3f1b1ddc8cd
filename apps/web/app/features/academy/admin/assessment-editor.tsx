import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  finalAssessmentMessages,
  finalAssessmentSettingsSchema,
  type AdminFinalAssessment,
  type FinalAssessmentSettings,
} from '@verdantia/domain/academy/final-assessment';
import { AdminButton, Panel, TableSkeleton } from '~/backoffice/ui';
import { errorMessage, http, type HttpOptions } from '~/lib/http';
import { FormAlert, Input } from '~/ui/form';
import { coursePath } from './course-api';
import { QuestionForm } from './question-form';

const key = (courseId: string) => ['admin', 'courses', courseId, 'assessment'] as const;

const settingFields: { name: keyof FinalAssessmentSettings; label: string; hint: string }[] = [
  { name: 'drawCount', label: 'Questions drawn', hint: 'Per attempt, from the bank below.' },
  { name: 'passPercent', label: 'Pass mark (%)', hint: 'The share of drawn questions right.' },
  { name: 'maxAttempts', label: 'Attempts', hint: 'How many times a learner may try.' },
  { name: 'cooldownMinutes', label: 'Wait between attempts (minutes)', hint: '0 for none.' },
];

function SettingsForm({
  bank,
  onSave,
}: {
  bank: AdminFinalAssessment;
  onSave: (settings: FinalAssessmentSettings) => Promise<unknown>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = finalAssessmentSettingsSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await onSave(parsed.data).catch(() => undefined);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-4">
        {settingFields.map((field) => (
          <Input
            key={field.name}
            name={field.name}
            label={field.label}
            hint={field.hint}
            inputMode="numeric"
            density="compact"
            defaultValue={bank[field.name]}
            error={errors[field.name]}
          />
        ))}
      </div>
      <AdminButton type="submit" className="justify-self-start">
        Save settings
      </AdminButton>
    </form>
  );
}

/**
 * The course's final assessment in the editor: the settings and the question bank. A learner's
 * certificate needs a pass, so a course without questions cannot issue certificates.
 */
export function AssessmentEditor({ courseId }: { courseId: string }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<string>();
  const bank = useQuery({
    queryKey: key(courseId),
    queryFn: () => http<AdminFinalAssessment>(coursePath(courseId, '/assessment')),
  });
  const change = useMutation({
    mutationFn: ({ path, ...options }: HttpOptions & { path: string }) =>
      http<AdminFinalAssessment>(coursePath(courseId, `/assessment${path}`), options),
    onSuccess: (saved) => client.setQueryData(key(courseId), saved),
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (bank.isPending) return <TableSkeleton columns={2} rows={3} />;
  if (bank.isError) {
    return (
      <FormAlert tone="error" onRetry={() => void bank.refetch()}>
        {errorMessage(bank.error)}
      </FormAlert>
    );
  }
  const data = bank.data;
  return (
    <Panel className="grid gap-5 p-5">
      <div>
        <h2 className="text-base font-semibold text-brand-950">Final assessment</h2>
        <p className="mt-1 text-sm text-muted">
          {data.questions.length === 0
            ? 'No questions yet: learners cannot receive a certificate until the bank has some.'
            : `${data.questions.length} questions in the bank; each attempt draws ${Math.min(data.drawCount, data.questions.length)}.`}
        </p>
      </div>
      <SettingsForm
        key={JSON.stringify([
          data.drawCount,
          data.passPercent,
          data.maxAttempts,
          data.cooldownMinutes,
        ])}
        bank={data}
        onSave={(body) =>
          change.mutateAsync(
            { path: '', method: 'PUT', body },
            { onSuccess: () => toast.success(finalAssessmentMessages.saved) },
          )
        }
      />
      <ol className="grid gap-3">
        {data.questions.map((question, index) => (
          <li key={question._id} className="rounded-xl p-4 ring-1 ring-line">
            {editing === question._id ? (
              <QuestionForm
                question={question}
                onCancel={() => setEditing(undefined)}
                onSave={(body) =>
                  change
                    .mutateAsync({ path: `/questions/${question._id}`, method: 'PUT', body })
                    .then(() => setEditing(undefined))
                }
              />
            ) : (
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-brand-950">
                    {index + 1}. {question.prompt}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {question.kind === 'single' ? 'Single choice' : 'Multiple choice'}; correct:{' '}
                    {question.options
                      .filter((option) => option.correct)
                      .map((option) => option.text)
                      .join('; ')}
                  </p>
                </div>
                <div className="flex gap-1">
                  <AdminButton
                    tone="ghost"
                    aria-label={`Edit question ${index + 1}`}
                    onClick={() => setEditing(question._id)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </AdminButton>
                  <AdminButton
                    tone="danger-ghost"
                    aria-label={`Delete question ${index + 1}`}
                    onClick={() =>
                      change.mutate({ path: `/questions/${question._id}`, method: 'DELETE' })
                    }
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </AdminButton>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className="rounded-xl bg-brand-50/50 p-4 ring-1 ring-line">
        <h3 className="mb-3 text-sm font-semibold text-brand-950">Add a question</h3>
        <QuestionForm
          onSave={(body) => change.mutateAsync({ path: '/questions', method: 'POST', body })}
        />
      </div>
    </Panel>
  );
}
