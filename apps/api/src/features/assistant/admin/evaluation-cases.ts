import type { AssistantEvaluationCase, AssistantEvaluationCaseList } from '@verdantia/domain';
import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { assistantEvaluationCases } from '../../../db/schema/assistant.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { Assistant } from '../ask.ts';
import { keyOfSource } from '../evaluation/run.ts';
import { knowledgeDocuments } from '../knowledge/index.ts';

// Questions staff add to the evaluation set. The list shows what the assistant cites for each
// today, so a fix to the knowledge base can be seen to work. `npm run eval:assistant` runs them
// with the built-in set when it can reach the database.

const standardNumbers = new Set(
  knowledgeDocuments
    .filter((doc) => doc.source.kind === 'standard')
    .map((doc) => doc.source.number),
);
const CASES_SHOWN = 200;

export const evaluationCaseMessages = {
  unknownStandard: (number: string) => `There is no standard ${number} in the Standards.`,
} as const;

export async function addEvaluationCase(db: Database, input: AssistantEvaluationCase) {
  const expected = [...new Set(input.expected)];
  const unknown = expected.find((number) => !standardNumbers.has(number));
  if (unknown) throw new HttpError(400, evaluationCaseMessages.unknownStandard(unknown));
  await db.insert(assistantEvaluationCases).values({ question: input.question, expected });
}

/** The staff-added questions, as stored. */
export const readEvaluationCases = (db: Database) =>
  db
    .select()
    .from(assistantEvaluationCases)
    .orderBy(desc(assistantEvaluationCases.createdAt))
    .limit(CASES_SHOWN);

/** The staff-added questions with what the assistant cites for each today. */
export async function listEvaluationCases(
  db: Database,
  assistant: Assistant,
): Promise<AssistantEvaluationCaseList> {
  const rows = await readEvaluationCases(db);
  return {
    cases: rows.map((row) => {
      const cited = assistant.answerOffline(row.question).response.sources.map(keyOfSource);
      return {
        id: row.id,
        question: row.question,
        expected: row.expected,
        cited,
        passes: cited.some((key) => row.expected.includes(key)),
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}
