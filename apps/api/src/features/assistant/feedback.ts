import type { AssistantFeedback, AssistantFeedbackList } from '@verdantia/domain';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assistantFeedback } from '../../db/schema/assistant.ts';
import { HttpError } from '../../http/http-error.ts';
import { knowledgeDocuments, knowledgeVersion } from './knowledge/index.ts';
import {
  fingerprintOf,
  isSafeToStore,
  maskPersonal,
  mayHoldPersonalData,
  normalise,
} from './stats.ts';

// Votes on answers. Each vote is its own row (an insert never loses a concurrent one), and a
// row holds nothing about who voted: see the table's comment.

const byAnchor = new Map(knowledgeDocuments.map((doc) => [doc.source.anchor, doc]));
const STORED_MAX = 200;
const LIST_SIZE = 50;
const REASONS_SHOWN = 3;

export const feedbackMessages = {
  unknownSource: 'Each source must be an entry of the Standards.',
} as const;

/** Stores one vote with the question (when safe), the cited entries and the knowledge version. */
export async function recordFeedback(db: Database, secret: string, input: AssistantFeedback) {
  const sources = input.sources ?? [];
  if (sources.some((anchor) => !byAnchor.has(anchor))) {
    throw new HttpError(400, feedbackMessages.unknownSource);
  }
  const question = input.question ?? '';
  const text = normalise(question);
  // Addresses, numbers and links masked; a reason that still looks personal is not kept at all.
  const reason = input.reason ? maskPersonal(input.reason) : '';
  await db.insert(assistantFeedback).values({
    vote: input.vote,
    reason: reason && !mayHoldPersonalData(reason) ? reason : null,
    question: text && isSafeToStore(question) ? text.slice(0, STORED_MAX) : null,
    questionFingerprint: fingerprintOf(question, secret),
    sources,
    knowledgeVersion,
  });
}

const labelOf = (anchor: string) => {
  const doc = byAnchor.get(anchor);
  return doc ? doc.title : anchor;
};

/** Answers grouped by question and cited entries, the most voted down first. */
export async function listFeedback(db: Database): Promise<AssistantFeedbackList> {
  const down = sql<number>`count(*) filter (where ${assistantFeedback.vote} = 'down')::int`;
  const rows = await db
    .select({
      question: sql<string | null>`max(${assistantFeedback.question})`,
      sources: assistantFeedback.sources,
      down,
      up: sql<number>`count(*) filter (where ${assistantFeedback.vote} = 'up')::int`,
      reasons: sql<
        Array<string | null>
      >`array_agg(${assistantFeedback.reason} order by ${assistantFeedback.createdOn} desc)`,
      knowledgeVersion: sql<string>`max(${assistantFeedback.knowledgeVersion})`,
    })
    .from(assistantFeedback)
    .groupBy(assistantFeedback.questionFingerprint, assistantFeedback.sources)
    .orderBy(desc(down), desc(sql`count(*)`))
    .limit(LIST_SIZE);
  return {
    rows: rows.map((row) => ({
      question: row.question,
      sources: row.sources.map(labelOf),
      down: Number(row.down),
      up: Number(row.up),
      reasons: row.reasons
        .filter((reason): reason is string => Boolean(reason))
        .slice(0, REASONS_SHOWN),
      knowledgeVersion: row.knowledgeVersion,
    })),
  };
}
