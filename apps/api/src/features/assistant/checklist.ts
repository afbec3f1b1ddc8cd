import type { ConformanceChecklist } from '@verdantia/domain';
import { domainOfPrinciple, principleOf } from './knowledge/domains.ts';
import { standards } from './knowledge/index.ts';

const tidy = (lines: string[]) =>
  lines
    .map((line) =>
      line
        .trim()
        .replace(/^and\s+/, '')
        .replace(/[.;]$/, ''),
    )
    .filter(Boolean)
    .map((line) => line.charAt(0).toUpperCase() + line.slice(1));

/** A paraphrased passage as checklist lines, one per sentence. */
export const sentenceLines = (text: string) => tidy(text.split(/(?<=[.;])\s+(?=[A-Z])|;\s+/));

/**
 * An evidence passage is a list ("notification letters, meeting notes and status emails"): one
 * line per item, so each can be ticked off.
 */
export const evidenceLines = (text: string) =>
  tidy(sentenceLines(text).flatMap((sentence) => sentence.split(/,\s+|\s+and\s+(?=[^,]*$)/)));

/** The checklist of one standard, or undefined for a number the Standards do not have. */
export function checklistFor(number: string): ConformanceChecklist | undefined {
  const entry = standards.find((standard) => standard.number === number);
  if (!entry) return undefined;
  const principleNumber = principleOf(number);
  const domain = domainOfPrinciple(principleNumber);
  const principle = domain.principles.find((p) => p.number === principleNumber)!;
  return {
    number,
    title: entry.title,
    principle: `Principle ${principleNumber}: ${principle.title}`,
    domain: `Domain ${domain.numeral}: ${domain.title}`,
    requirements: sentenceLines(entry.requires),
    practice: sentenceLines(entry.practice),
    evidence: evidenceLines(entry.evidence),
  };
}
