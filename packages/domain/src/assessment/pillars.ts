import type { Pillar } from './types.ts';

// The pillars and the questionnaire's size without the questions themselves, so the
// introduction page can describe the assessment without loading every question's text.

/** The four pillars, in the order the questionnaire asks them (one step each). */
export const pillars: readonly Pillar[] = [
  {
    id: 'environment',
    questionCount: 8,
    title: 'Environment',
    summary: 'Emissions, climate targets and risks, energy, resources and nature.',
  },
  {
    id: 'social',
    questionCount: 7,
    title: 'Social',
    summary: 'Your people, their safety and development, communities and human rights.',
  },
  {
    id: 'governance',
    questionCount: 7,
    title: 'Governance',
    summary: 'Board oversight, responsibilities, policies, ethics, risk and claims control.',
  },
  {
    id: 'data',
    questionCount: 8,
    title: 'Data & reporting readiness',
    summary: 'Materiality, CSRD and ISSB readiness, data quality, reporting and assurance.',
  },
];

/** How many questions there are (the scoring test checks these against the questions). */
export const QUESTION_COUNT = pillars.reduce((sum, pillar) => sum + pillar.questionCount, 0);

/** Roughly a minute per question: the whole questionnaire fits well under 30 minutes. */
export const ASSESSMENT_MINUTES = 30;
