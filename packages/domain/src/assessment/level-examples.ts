import { dataLevelExamples } from './level-examples-data.ts';
import { environmentLevelExamples } from './level-examples-environment.ts';
import { governanceLevelExamples } from './level-examples-governance.ts';
import type { LevelExamples } from './level-examples-types.ts';
import { socialLevelExamples } from './level-examples-social.ts';

export type { LevelExamples } from './level-examples-types.ts';

/**
 * An example of each maturity level for every question, keyed by question id. Its own module, so
 * the questionnaire loads it only when a visitor opens a question's guidance (a test checks that
 * every question has an example for every level).
 */
export const levelExamples: Readonly<Record<string, LevelExamples>> = {
  ...environmentLevelExamples,
  ...socialLevelExamples,
  ...governanceLevelExamples,
  ...dataLevelExamples,
};

export const levelExamplesFor = (questionId: string): LevelExamples | undefined =>
  levelExamples[questionId];
