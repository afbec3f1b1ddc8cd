import type { PillarId, ServiceLink } from './types.ts';

// The shapes a scored assessment is made of, apart from the rules that compute them.

/** question id -> index of the chosen option (0 = least mature). */
export type Answers = Readonly<Record<string, number>>;

export interface PillarScore {
  id: PillarId;
  title: string;
  /** null: fewer than half its questions were answered ("not enough answers"). */
  score: number | null;
  /** Questions answered with a level (not "Not applicable"). */
  answered: number;
  questions: number;
}

export interface AreaScore {
  questionId: string;
  pillar: PillarId;
  area: string;
  /** null: answered "Not applicable". */
  score: number | null;
  service: ServiceLink;
}

/** One step of the action plan: a gap, what closing it is worth, and what to do next. */
export interface ActionItem {
  questionId: string;
  pillar: PillarId;
  area: string;
  /** The current answer's points. */
  score: number;
  /** Overall points gained by reaching the top level: (100 − score) × the question's weight. */
  gain: number;
  /** The next level up, as the concrete thing to put in place. */
  action: string;
  /** The role that usually owns it. */
  owner: string;
  /** The service, course or standard page on this site that helps. */
  link: ServiceLink;
}
