import { createHmac } from 'node:crypto';
import type { AssistantStats } from '@verdantia/domain';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assistantTopicCounts, assistantUnanswered } from '../../db/schema/assistant.ts';
import type { KnowledgeDocument } from './knowledge/index.ts';

// What we keep about questions, and why. Answered questions are counted per topic (the entry
// that answered best): that tells staff what people ask without keeping anything they typed.
// Unanswered questions are what the knowledge base must grow from, so their wording matters;
// but people type names, e-mail addresses and phone numbers into chat boxes. So the text is
// kept only when it passes the checks below (which err on dropping), lower-cased and with white
// space collapsed; any
// other question is kept only as a fingerprint: an HMAC under the server's secret, so repeats
// group together and a leaked database cannot be reversed by guessing (a plain hash of a short
// question could be). Nothing ties a row to a client, and no time of a single question is kept
// beyond "last asked".

const STORED_MAX = 200;
const EMAIL = /[^\s@]+@[^\s@]+/;
/** Phone numbers, account numbers, dates of birth... any run of 3 digits or a long dialled one. */
const DIGITS = /\d{3}|\d[\d\s().+/-]{5,}\d/;
const URL_LIKE = /\bhttps?:\/\/|\bwww\.|\.(com|org|net|co|io)\b/i;
/** People saying who they are: "my name is", "i'm jane", "this is bob". */
const SELF_INTRODUCTION =
  /\b(my name|name is|names? '?s|i am|i'?m|im|i'm called|call me|this is|signed|regards|cheers|thanks,)\b|\bi\s*['’]\s*m\b/i;
/** Credentials and identifiers nobody should type into a chat box, and we must not keep. */
const CREDENTIALS =
  /\b(pass ?words?|passwd|pwd|pass ?codes?|pins?|log ?ins?|user ?names?|secrets?|tokens?|api ?keys?|iban|sort ?code|card|account ?(number|no)|ssn|social security|national insurance|date of birth|dob|born|birthday|address|phone|mobile|tel|e-?mail|contact me|reach me)\b/i;
/** A capitalised word after the first: in a question that is usually a name or a place. */
const CAPITALISED_LATER = /\s[A-Z][a-z]+/;
/** Capitalised words that are not names: the Standards' own vocabulary. */
const ALLOWED_CAPITALS =
  /\s(I|IIA|IA|CAE|QAIP|EQA|Standards?|Principles?|Domains?|Board|Global|Internal|Audit|Chief|Executive|CEO|CFO|COSO|ERM|KPI|KPIs|AI|IT|HR|UK|EU|IPPF|GIAS)\b/g;

/**
 * True when text may hold personal data or a credential: e-mail addresses, links, digit runs,
 * people introducing themselves, passwords and other identifiers. It errs on the side of "yes":
 * a question dropped costs little, a name or a password kept costs a lot.
 */
export function mayHoldPersonalData(text: string): boolean {
  return (
    EMAIL.test(text) ||
    DIGITS.test(text) ||
    URL_LIKE.test(text) ||
    SELF_INTRODUCTION.test(text) ||
    CREDENTIALS.test(text)
  );
}

/** True when a question can be stored as typed without risking personal data. */
export function isSafeToStore(query: string): boolean {
  if (query.length > STORED_MAX || mayHoldPersonalData(query)) return false;
  return !CAPITALISED_LATER.test(query.replace(ALLOWED_CAPITALS, ' x'));
}

/** Free text with e-mail addresses, long numbers and links masked, for the rare text we keep. */
export const maskPersonal = (value: string) =>
  value
    .replace(/[^\s@]+@[^\s@]+/g, '[removed]')
    .replace(/\d[\d\s().+-]{5,}\d/g, '[removed]')
    .replace(/\b(https?:\/\/|www\.)\S+/gi, '[removed]');

export const normalise = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

export const fingerprintOf = (query: string, secret: string) =>
  createHmac('sha256', secret).update(normalise(query)).digest('hex').slice(0, 16);

/** Counts one question: its main topic when answered, else the unanswered question itself. */
export async function recordQuestion(
  db: Database,
  secret: string,
  query: string,
  cited: KnowledgeDocument[],
) {
  const top = cited[0];
  if (top) {
    const { kind, number, title } = top.source;
    const prefix = { standard: 'Standard', principle: 'Principle', domain: 'Domain' } as const;
    const label =
      kind === 'glossary' || kind === 'fundamentals'
        ? `${kind === 'glossary' ? 'Glossary' : 'Fundamentals'}: ${title}`
        : `${prefix[kind]} ${number} ${title}`;
    await db
      .insert(assistantTopicCounts)
      .values({ key: top.id, label, count: 1 })
      .onConflictDoUpdate({
        target: assistantTopicCounts.key,
        set: { count: sql`${assistantTopicCounts.count} + 1`, lastAskedAt: sql`now()` },
      });
    return;
  }
  const text = normalise(query);
  await db
    .insert(assistantUnanswered)
    .values({
      fingerprint: fingerprintOf(query, secret),
      query: text && isSafeToStore(query) ? text : null,
      count: 1,
    })
    .onConflictDoUpdate({
      target: assistantUnanswered.fingerprint,
      set: { count: sql`${assistantUnanswered.count} + 1`, lastAskedAt: sql`now()` },
    });
}

const LIST_SIZE = 50;

/** The back-office view: totals, the most asked topics and the most repeated unanswered questions. */
export async function readStats(db: Database): Promise<AssistantStats> {
  const [topics, unanswered, [totals]] = await Promise.all([
    db
      .select()
      .from(assistantTopicCounts)
      .orderBy(desc(assistantTopicCounts.count), assistantTopicCounts.key)
      .limit(LIST_SIZE),
    db
      .select()
      .from(assistantUnanswered)
      .orderBy(desc(assistantUnanswered.count), desc(assistantUnanswered.lastAskedAt))
      .limit(LIST_SIZE),
    db
      .select({
        answered: sql<number>`(select coalesce(sum(count), 0) from ${assistantTopicCounts})::int`,
        unanswered: sql<number>`(select coalesce(sum(count), 0) from ${assistantUnanswered})::int`,
      })
      .from(sql`(select 1) as one`),
  ]);
  const answered = Number(totals?.answered ?? 0);
  const missed = Number(totals?.unanswered ?? 0);
  return {
    totalQuestions: answered + missed,
    answered,
    unanswered: missed,
    topics: topics.map((row) => ({
      key: row.key,
      label: row.label,
      count: row.count,
      lastAskedAt: row.lastAskedAt.toISOString(),
    })),
    unansweredQueries: unanswered.map((row) => ({
      query: row.query,
      fingerprint: row.fingerprint,
      count: row.count,
      lastAskedAt: row.lastAskedAt.toISOString(),
    })),
  };
}
