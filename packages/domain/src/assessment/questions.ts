import { dataQuestions } from './data-readiness.ts';
import { environmentQuestions } from './environment.ts';
import { governanceQuestions } from './governance.ts';
import { socialQuestions } from './social.ts';
import type { Pillar, PillarId, Question } from './types.ts';

export type { Pillar, PillarId, Question, ServiceLink } from './types.ts';

/** The four pillars, in the order the questionnaire asks them (one step each). */
export const pillars: readonly Pillar[] = [
  {
    id: 'environment',
    title: 'Environment',
    summary: 'Emissions, climate targets and risks, energy, resources and nature.',
  },
  {
    id: 'social',
    title: 'Social',
    summary: 'Your people, their safety and development, communities and human rights.',
  },
  {
    id: 'governance',
    title: 'Governance',
    summary: 'Board oversight, responsibilities, policies, ethics, risk and claims control.',
  },
  {
    id: 'data',
    title: 'Data & reporting readiness',
    summary: 'Materiality, CSRD and ISSB readiness, data quality, reporting and assurance.',
  },
];

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

/** Roughly a minute per question: the whole questionnaire fits well under 30 minutes. */
export const ASSESSMENT_MINUTES = 30;
