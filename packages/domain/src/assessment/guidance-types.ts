/**
 * What the disclosure under a question explains, and who owns the next step. The example of each
 * maturity level is in `level-examples.ts`, loaded only when the disclosure opens.
 */
export interface QuestionGuidance {
  /** What the question is asking about, in plain words. */
  meaning: string;
  /** The documents or records an assessor would ask to see. */
  evidence: string;
  /** The role that usually owns the next step on this area. */
  owner: string;
}
