import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  FINAL_ASSESSMENT_LIMITS,
  questionInputSchema,
  type AdminQuestion,
  type QuestionInput,
  type QuestionKind,
} from '@verdantia/domain/academy/final-assessment';
import { AdminButton } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert, Input, Select, Textarea } from '~/ui/form';

const kindOptions = [
  ['single', 'Single choice (one correct option)'],
  ['multiple', 'Multiple choice (one or more correct options)'],
] as const;

const blankOptions = () => [
  { text: '', correct: true },
  { text: '', correct: false },
];

/**
 * One question of the bank: the question, single or multiple choice, its options with the right
 * ones ticked, and the explanation learners read after submitting. Checked with the server's schema.
 */
export function QuestionForm({
  question,
  onSave,
  onCancel,
}: {
  question?: AdminQuestion;
  onSave: (input: QuestionInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [prompt, setPrompt] = useState(question?.prompt ?? '');
  const [kind, setKind] = useState<QuestionKind>(question?.kind ?? 'single');
  const [options, setOptions] = useState(
    question?.options.map(({ text, correct }) => ({ text, correct })) ?? blankOptions(),
  );
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const setOption = (index: number, change: Partial<{ text: string; correct: boolean }>) =>
    setOptions((current) =>
      current.map((option, i) => {
        if (i === index) return { ...option, ...change };
        // Single choice: ticking one option unticks the others.
        return change.correct && kind === 'single' ? { ...option, correct: false } : option;
      }),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = questionInputSchema.safeParse({ prompt, kind, options, explanation });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key =
          issue.path[0] === 'options' && issue.path.length > 1
            ? 'optionText'
            : String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      if (!question) {
        setPrompt('');
        setOptions(blankOptions());
        setExplanation('');
      }
      setFailure('');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <Textarea
        label="Question"
        required
        density="compact"
        rows={2}
        value={prompt}
        error={errors.prompt}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <Select
        label="Answers"
        density="compact"
        value={kind}
        options={kindOptions}
        onChange={(event) => setKind(event.target.value as QuestionKind)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-brand-950">
          Options (tick the correct {kind === 'single' ? 'one' : 'ones'})
        </legend>
        {options.map((option, index) => (
          <div key={index} className="grid grid-cols-[auto_1fr_auto] items-end gap-2">
            <label className="flex h-10 items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={option.correct}
                onChange={(event) => setOption(index, { correct: event.target.checked })}
                className="size-4 accent-brand-700"
              />
              Correct
            </label>
            <Input
              label={`Option ${index + 1}`}
              density="compact"
              value={option.text}
              onChange={(event) => setOption(index, { text: event.target.value })}
            />
            <AdminButton
              tone="danger-ghost"
              aria-label={`Remove option ${index + 1}`}
              disabled={options.length <= 2}
              onClick={() => setOptions((current) => current.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </AdminButton>
          </div>
        ))}
        {(errors.options || errors.optionText) && (
          <p className="text-sm text-red-700" role="alert">
            {errors.options ?? errors.optionText}
          </p>
        )}
        {options.length < FINAL_ASSESSMENT_LIMITS.optionsPerQuestion && (
          <AdminButton
            tone="secondary"
            className="justify-self-start"
            onClick={() => setOptions((current) => [...current, { text: '', correct: false }])}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add an option
          </AdminButton>
        )}
      </fieldset>
      <Textarea
        label="Explanation"
        required
        density="compact"
        rows={2}
        hint="Learners read it with their result."
        value={explanation}
        error={errors.explanation}
        onChange={(event) => setExplanation(event.target.value)}
      />
      <div className="flex gap-2">
        <AdminButton type="submit" tone="primary" disabled={saving}>
          {question ? 'Save question' : 'Add question'}
        </AdminButton>
        {onCancel && (
          <AdminButton tone="secondary" onClick={onCancel}>
            Cancel
          </AdminButton>
        )}
      </div>
    </form>
  );
}
