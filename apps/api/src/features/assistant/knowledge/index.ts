import { createHash } from 'node:crypto';
import type { AssistantSource } from '@verdantia/domain';
import { assistantAnchors } from '@verdantia/domain';
import { domainOfPrinciple, domains, principleOf } from './domains.ts';
import { fundamentals } from './fundamentals.ts';
import { glossary } from './glossary.ts';
import { ethicsStandards } from './standards-ethics.ts';
import { governingStandards } from './standards-governing.ts';
import { managingStandards } from './standards-managing.ts';
import { performingStandards } from './standards-performing.ts';
import type { StandardEntry } from './types.ts';

export { domains } from './domains.ts';
export type { StandardEntry } from './types.ts';

export const standards: StandardEntry[] = [
  ...ethicsStandards,
  ...governingStandards,
  ...managingStandards,
  ...performingStandards,
];

/** One searchable passage of the knowledge base, with the source it is cited as. */
export interface KnowledgeDocument {
  id: string;
  source: AssistantSource;
  title: string;
  /** The standard's principle and domain titles: searched with a small boost. */
  context: string;
  phrasings: string;
  body: string;
  /** The passage as the offline answer shows it. */
  answer: string;
  /** Related entries, by document id, offered as follow-up questions. */
  related: string[];
}

const domainLabel = (numeral: string, title: string) => `Domain ${numeral}: ${title}`;

function standardDocument(entry: StandardEntry): KnowledgeDocument {
  const principleNumber = principleOf(entry.number);
  const domain = domainOfPrinciple(principleNumber);
  const principle = domain.principles.find((p) => p.number === principleNumber)!;
  const siblings = standards
    .filter((s) => principleOf(s.number) === principleNumber && s.number !== entry.number)
    .map((s) => `standard:${s.number}`);
  return {
    id: `standard:${entry.number}`,
    source: {
      kind: 'standard',
      number: entry.number,
      title: entry.title,
      domain: domainLabel(domain.numeral, domain.title),
      anchor: assistantAnchors.standard(entry.number),
    },
    title: `Standard ${entry.number} ${entry.title}`,
    context: `${principle.title} ${domain.title}`,
    phrasings: entry.phrasings.join('. '),
    body: `${entry.requires} ${entry.practice} ${entry.evidence}`,
    answer:
      `Standard ${entry.number}, ${entry.title} (Principle ${principleNumber}: ${principle.title}).\n` +
      `What it requires: ${entry.requires}\n` +
      `How it is usually put into practice: ${entry.practice}\n` +
      `Evidence of conformance: ${entry.evidence}`,
    related: [...siblings, `principle:${principleNumber}`],
  };
}

function principleDocuments(): KnowledgeDocument[] {
  return domains.flatMap((domain) =>
    domain.principles.map((principle) => {
      const own = standards.filter((s) => principleOf(s.number) === principle.number);
      return {
        id: `principle:${principle.number}`,
        source: {
          kind: 'principle' as const,
          number: String(principle.number),
          title: principle.title,
          domain: domainLabel(domain.numeral, domain.title),
          anchor: assistantAnchors.principle(principle.number),
        },
        title: `Principle ${principle.number} ${principle.title}`,
        context: domain.title,
        phrasings: principle.phrasings.join('. '),
        body: principle.summary,
        answer:
          `Principle ${principle.number}, ${principle.title} (${domainLabel(domain.numeral, domain.title)}): ${principle.summary}\n` +
          `Its standards: ${own.map((s) => `${s.number} ${s.title}`).join('; ')}.`,
        related: own.map((s) => `standard:${s.number}`),
      };
    }),
  );
}

function domainDocuments(): KnowledgeDocument[] {
  return domains.map((domain) => ({
    id: `domain:${domain.numeral}`,
    source: {
      kind: 'domain' as const,
      number: domain.numeral,
      title: domain.title,
      anchor: assistantAnchors.domain(domain.numeral),
    },
    title: domainLabel(domain.numeral, domain.title),
    context: '',
    phrasings: `domain ${domain.numeral}`,
    body: domain.summary,
    answer:
      `${domainLabel(domain.numeral, domain.title)}: ${domain.summary}` +
      (domain.principles.length
        ? `\nIts principles: ${domain.principles.map((p) => `${p.number} ${p.title}`).join('; ')}.`
        : ''),
    related: domain.principles.length
      ? domain.principles.map((p) => `principle:${p.number}`)
      : ['fundamentals:purpose', 'fundamentals:structure'],
  }));
}

const topicDocuments = (kind: 'fundamentals' | 'glossary') =>
  (kind === 'fundamentals' ? fundamentals : glossary).map((entry): KnowledgeDocument => ({
    id: `${kind}:${entry.id}`,
    source: {
      kind,
      title: entry.title,
      anchor: assistantAnchors[kind](entry.id),
    },
    title: entry.title,
    context: kind === 'glossary' ? 'glossary definition term' : 'fundamentals',
    phrasings: entry.phrasings.join('. '),
    body: entry.text,
    answer: `${entry.title}: ${entry.text}`,
    related: [...(entry.text.match(/\b\d{1,2}\.\d\b/g) ?? [])].map((n) => `standard:${n}`),
  }));

/** Every passage of the knowledge base: 52 standards, principles, domains, fundamentals, glossary. */
export const knowledgeDocuments: KnowledgeDocument[] = [
  ...standards.map(standardDocument),
  ...principleDocuments(),
  ...domainDocuments(),
  ...topicDocuments('fundamentals'),
  ...topicDocuments('glossary'),
];

/** Changes whenever any passage does: stored with feedback, so a vote is read against its text. */
export const knowledgeVersion = createHash('sha256')
  .update(JSON.stringify(knowledgeDocuments))
  .digest('hex')
  .slice(0, 12);
