import { environmentSocialGuidance } from './guidance-environment-social.ts';
import { governanceDataGuidance } from './guidance-governance-data.ts';
import type { QuestionGuidance } from './guidance-types.ts';

export type { QuestionGuidance } from './guidance-types.ts';

/** Guidance for every question, keyed by question id (a test checks none is missing). */
export const guidance: Readonly<Record<string, QuestionGuidance>> = {
  ...environmentSocialGuidance,
  ...governanceDataGuidance,
};

export const guidanceFor = (questionId: string): QuestionGuidance | undefined =>
  guidance[questionId];
