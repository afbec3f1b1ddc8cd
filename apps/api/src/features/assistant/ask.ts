import type { AssistantTurn, ExplainResponse } from '@verdantia/domain';
import { composeAnswer, questionFor } from './answer.ts';
import { searchWithHistory } from './follow-up.ts';
import { isGrounded } from './grounding.ts';
import { knowledgeDocuments, type KnowledgeDocument } from './knowledge/index.ts';
import { writeWithLlm, type LlmSettings } from './llm.ts';
import { buildRetrieval, type Retrieval, type Retrieved } from './retrieval.ts';

export interface Assistant {
  retrieval: Retrieval;
  /** The offline answer, computed in memory. */
  answerOffline(query: string, history?: AssistantTurn[]): Answered;
  /** The answer as served: written by the LLM when configured and grounded, else offline. */
  answer(query: string, history?: AssistantTurn[]): Promise<Answered>;
}

export interface Answered {
  response: ExplainResponse;
  retrieved: Retrieved;
  /** Who wrote the text: the knowledge base, or the LLM from the retrieved passages. */
  writer: 'offline' | 'llm';
}

/**
 * The assistant: the index, and which follow-up questions the knowledge base answers with the
 * entry they name (checked once here, so an answer never offers a dead end).
 */
export function buildAssistant(llm: LlmSettings | null = null): Assistant {
  const retrieval = buildRetrieval();
  const answerable = new Set(
    knowledgeDocuments
      .filter((doc) => retrieval.search(questionFor(doc)).cited[0]?.id === doc.id)
      .map((doc) => doc.id),
  );
  const isAnswerable = (doc: KnowledgeDocument) => answerable.has(doc.id);

  const answerOffline = (query: string, history: AssistantTurn[] = []): Answered => {
    const turns = history.map((turn) => ({ query: turn.query ?? '', sources: turn.sources }));
    const retrieved = searchWithHistory(retrieval, query, turns);
    return {
      response: composeAnswer(retrieved, retrieval, isAnswerable),
      retrieved,
      writer: 'offline',
    };
  };

  return {
    retrieval,
    answerOffline,
    async answer(query, history) {
      const offline = answerOffline(query, history);
      if (!llm || offline.retrieved.cited.length === 0) return offline;
      const written = await writeWithLlm(llm, query, offline.retrieved.cited);
      // A written answer citing anything not retrieved is not sent: the offline one is.
      if (!written || !isGrounded(written, offline.retrieved.cited)) return offline;
      return { ...offline, response: { ...offline.response, answer: written }, writer: 'llm' };
    },
  };
}
