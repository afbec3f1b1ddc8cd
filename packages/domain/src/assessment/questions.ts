import { dataQuestions } from './data-readiness.ts';
import { environmentQuestions } from './environment.ts';
import { governanceQuestions } from './governance.ts';
import { socialQuestions } from './social.ts';
import type { PillarId, Question } from './types.ts';

export type { Pillar, PillarId, Question, ServiceLink } from './types.ts';
export { ASSESSMENT_MINUTES, pillars, QUESTION_COUNT } from './pillars.ts';

export const questions: readonly Question[] = [
  ...environmentQuestions,
  ...socialQuestions,
  ...governanceQuestions,
  ...dataQuestions,
];

export const questionsByPillar = (pillar: PillarId): Question[] =>
  questions.filter((question) => question.pillar === pillar);

const byId = new Map(questions.map((question) => [question.id, question]));

export const findQuestion = (id: string): Question | undefined => byId.get(id);
