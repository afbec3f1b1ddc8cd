import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantEvaluationCaseList } from '@verdantia/domain/assistant/feedback';
import { useState, type FormEvent } from 'react';
import { Panel } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';

const key = ['admin', 'assistant', 'evaluation-cases'];
const field = 'mt-1 h-11 w-full rounded-xl border border-line px-3 text-ink';

/**
 * Questions staff add to the evaluation set with the standards a right answer cites; each shows
 * whether the assistant cites one of them today. `npm run eval:assistant` runs them too.
 */
export function EvaluationPanel() {
  const queryClient = useQueryClient();
  const cases = useQuery({
    queryKey: key,
    queryFn: () => http<AssistantEvaluationCaseList>('/api/admin/assistant/evaluation-cases'),
  });
  const [question, setQuestion] = useState('');
  const [expected, setExpected] = useState('');
  const add = useMutation({
    mutationFn: () =>
      http('/api/admin/assistant/evaluation-cases', {
        body: { question, expected: expected.split(/[,\s]+/).filter(Boolean) },
      }),
    onSuccess: () => {
      setQuestion('');
      setExpected('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <Panel>
      <h2 className="border-b border-line px-4 py-3 font-semibold text-brand-950">
        Evaluation set
      </h2>
      <form onSubmit={onSubmit} className="grid gap-3 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="evaluation-question" className="text-sm font-medium text-ink">
            Question
          </label>
          <input
            id="evaluation-question"
            className={field}
            value={question}
            maxLength={500}
            onChange={(e) => setQuestion(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="evaluation-expected" className="text-sm font-medium text-ink">
            Expected standards (e.g. 9.2, 9.4)
          </label>
          <input
            id="evaluation-expected"
            className={field}
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
          />
        </div>
        <button
          type="submit"
          disabled={add.isPending}
          className="h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Add to the evaluation set
        </button>
      </form>
      {add.isError && <FormAlert tone="error">{errorMessage(add.error)}</FormAlert>}
      {cases.isError && (
        <FormAlert tone="error" onRetry={() => void cases.refetch()}>
          {errorMessage(cases.error)}
        </FormAlert>
      )}
      {cases.data && cases.data.cases.length > 0 && (
        <ul className="divide-y divide-line border-t border-line">
          {cases.data.cases.map((row) => (
            <li key={row.id} className="px-4 py-3">
              <p className="font-medium text-brand-950">{row.question}</p>
              <p className="text-sm text-muted">
                Expected {row.expected.join(', ')}; cited today {row.cited.join(', ') || 'nothing'}
                {' · '}
                <strong className={row.passes ? 'text-brand-800' : 'text-red-700'}>
                  {row.passes ? 'Passes' : 'Fails'}
                </strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
