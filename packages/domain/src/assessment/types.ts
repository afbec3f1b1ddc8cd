// The shape of the self-assessment's questions. Plain TypeScript (no zod), so the introduction
// page can show the pillars and counts without loading validation code.

export type PillarId = 'environment' | 'social' | 'governance' | 'data';

export interface ServiceLink {
  label: string;
  path: string;
}

export interface Question {
  /** Stable id stored with the answers: never rename one once it has been answered. */
  id: string;
  pillar: PillarId;
  /** The area it measures, as a weak or strong point is named on the result page. */
  area: string;
  text: string;
  /** From least to most mature; each says concretely what that level looks like. */
  options: readonly string[];
  /** The service page that helps most when this area is weak. */
  service: ServiceLink;
  /**
   * When the question can be irrelevant to an organisation, the circumstance in which "Not
   * applicable" is the honest answer (it then leaves the pillar's denominator).
   */
  notApplicableWhen?: string;
}

export interface Pillar {
  id: PillarId;
  title: string;
  summary: string;
  /** How many questions it asks (checked against the questions by the scoring test). */
  questionCount: number;
}
