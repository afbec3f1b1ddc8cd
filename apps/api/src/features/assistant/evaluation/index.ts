import { heldOutQuestions } from './held-out.ts';
import { moreQuestions } from './more-questions.ts';
import { tuningQuestions } from './tuning-questions.ts';

export { heldOutQuestions } from './held-out.ts';
export { mustRefuseQuestions } from './must-refuse.ts';
export type { GoldQuestion } from './types.ts';

/** Every gold question: tuning first, then the held-out ones. */
export const goldQuestions = [...tuningQuestions, ...moreQuestions, ...heldOutQuestions];
/** What may be tuned on. */
export const tuningSet = [...tuningQuestions, ...moreQuestions];
