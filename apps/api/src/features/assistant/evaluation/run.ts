import type { AssistantSource } from '@verdantia/domain';
import type { Answered } from '../ask.ts';
import { unbackedCitations } from '../grounding.ts';
import type { KnowledgeDocument } from '../knowledge/index.ts';
import type { GoldQuestion } from './types.ts';

// The evaluation, read off the answers as served (not off the retriever's internals), so what
// it scores is what a visitor would see:
// - hit@3: a gold question is answered (not refused) and an expected entry is among the three
//   best retrieved entries;
// - citation precision: of everything an answer cites (its sources, and any standard or
//   principle its text names that its sources do not back), the share that is expected;
// - refusal rate: the share of must-refuse questions answered with no sources.

export const evaluationThresholds = { hitAt3: 0.9, precision: 0.95, refusal: 0.9 } as const;

export interface EvaluationReport {
  gold: number;
  mustRefuse: number;
  hitAt3: number;
  precision: number;
  refusal: number;
  misses: string[];
  wrongCitations: string[];
  notRefused: string[];
}

/** 'standard:2.2' -> '2.2'; other entries keep their id ('glossary:board'). */
const keyOfId = (id: string) => id.replace(/^standard:/, '');
export const keyOfSource = (source: AssistantSource) =>
  source.kind === 'standard' ? source.number! : source.anchor.replace('-', ':');

const keyOfDoc = (doc: KnowledgeDocument) => keyOfId(doc.id);

/** Everything an answer cites: its sources, and what its text names beyond them. */
function citationsOf(answered: Answered): string[] {
  const sources = answered.response.sources.map(keyOfSource);
  const unbacked = unbackedCitations(answered.response.answer, answered.retrieved.cited);
  return [...sources, ...unbacked.map(keyOfId)];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Runs the gold and must-refuse questions through `answer` and scores what comes back. */
export async function evaluate(
  answer: (question: string) => Answered | Promise<Answered>,
  gold: GoldQuestion[],
  mustRefuse: string[],
): Promise<EvaluationReport> {
  let hits = 0;
  let citations = 0;
  let expectedCitations = 0;
  const misses: string[] = [];
  const wrongCitations: string[] = [];
  for (const { question, expected } of gold) {
    const answered = await answer(question);
    const refused = answered.response.sources.length === 0;
    const top = [...new Set([...answered.retrieved.cited, ...answered.retrieved.nearest])]
      .slice(0, 3)
      .map(keyOfDoc);
    if (!refused && top.some((key) => expected.includes(key))) hits += 1;
    else
      misses.push(
        `${question} -> [${refused ? 'refused' : top.join(', ')}]; want ${expected.join(' or ')}`,
      );
    const cited = citationsOf(answered);
    const wrong = cited.filter((key) => !expected.includes(key));
    citations += cited.length;
    expectedCitations += cited.length - wrong.length;
    if (wrong.length)
      wrongCitations.push(
        `${question} -> cites ${wrong.join(', ')}; want ${expected.join(' or ')}`,
      );
  }
  const notRefused: string[] = [];
  for (const question of mustRefuse) {
    const answered = await answer(question);
    const cited = citationsOf(answered);
    if (cited.length) notRefused.push(`${question || '(empty)'} -> ${cited.join(', ')}`);
  }
  return {
    gold: gold.length,
    mustRefuse: mustRefuse.length,
    hitAt3: ratio(hits, gold.length),
    precision: ratio(expectedCitations, citations),
    refusal: ratio(mustRefuse.length - notRefused.length, mustRefuse.length),
    misses,
    wrongCitations,
    notRefused,
  };
}

/** The thresholds a report falls under, as readable lines; empty when it passes. */
export function shortfalls(report: EvaluationReport): string[] {
  const { hitAt3, precision, refusal } = evaluationThresholds;
  return [
    report.hitAt3 < hitAt3 ? `hit@3 ${report.hitAt3.toFixed(3)} is under ${hitAt3}` : '',
    report.precision < precision
      ? `citation precision ${report.precision.toFixed(3)} is under ${precision}`
      : '',
    report.refusal < refusal ? `refusal rate ${report.refusal.toFixed(3)} is under ${refusal}` : '',
  ].filter(Boolean);
}

/** The report as printed by `npm run eval:assistant`. */
export function formatReport(label: string, report: EvaluationReport, details = true): string {
  const lines = [
    `${label}: ${report.gold} gold questions, ${report.mustRefuse} to refuse`,
    `  hit@3               ${report.hitAt3.toFixed(3)}`,
    `  citation precision  ${report.precision.toFixed(3)}`,
    `  refusal rate        ${report.refusal.toFixed(3)}`,
  ];
  if (details) {
    for (const [title, list] of [
      ['Missed', report.misses],
      ['Cited beyond what was expected', report.wrongCitations],
      ['Not refused', report.notRefused],
    ] as const) {
      if (list.length) lines.push(`  ${title}:`, ...list.map((line) => `    ${line}`));
    }
  }
  return lines.join('\n');
}
