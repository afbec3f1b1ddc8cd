import { ASSESSMENT_MINUTES, QUESTION_COUNT } from '@verdantia/domain/assessment/pillars';

/** The opener of /start-green, read by its loader at build time (not in the first-load script). */
export const startGreenHero = {
  eyebrow: 'Free ESG maturity assessment',
  title: 'How mature is your',
  titleAccent: 'sustainability programme?',
  lead:
    `Answer ${QUESTION_COUNT} questions on environment, social, governance and reporting ` +
    'readiness. You get a score out of 100, the Sustainability Maturity Medal it earns and a ' +
    'clear list of what to improve first.',
  facts: [
    `${QUESTION_COUNT} questions`,
    `Under ${ASSESSMENT_MINUTES} minutes`,
    'Score out of 100',
    'Free PDF report',
  ],
};

export type StartGreenHero = typeof startGreenHero;
