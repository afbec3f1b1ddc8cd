import type { AssessmentView } from '@verdantia/domain/assessment/schemas';
import { useState } from 'react';
import { data } from 'react-router';
import { Questionnaire } from '~/features/assessment/questionnaire';
import { ResultView } from '~/features/assessment/result-view';
import { http, HttpError } from '~/lib/http';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/start-green-assessment';

/** The assessment behind a return link: its questionnaire while in progress, then its result. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return await http<AssessmentView>(`/api/assessments/${encodeURIComponent(params.id)}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw data('Not found', { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StartGreenAssessmentPage({ loaderData }: Route.ComponentProps) {
  const [view, setView] = useState(loaderData);
  if (view.id !== loaderData.id) setView(loaderData);
  return view.result ? (
    <ResultView view={view} />
  ) : (
    <Questionnaire
      key={view.id}
      view={view}
      onFinished={(finished) => {
        setView(finished);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
