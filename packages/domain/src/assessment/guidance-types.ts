/** What the disclosure under a question explains, and who owns the next step. */
export interface QuestionGuidance {
  /** What the question is asking about, in plain words. */
  meaning: string;
  /** A worked example that tells a middle level from a mature one. */
  example: string;
  /** The documents or records an assessor would ask to see. */
  evidence: string;
  /** The role that usually owns the next step on this area. */
  owner: string;
}
