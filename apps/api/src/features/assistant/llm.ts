import type { KnowledgeDocument } from './knowledge/index.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Longest answer taken from the model; anything beyond is cut at a sentence. */
const MAX_ANSWER = 3000;

const SYSTEM_PROMPT =
  'You explain the 2024 Global Internal Audit Standards to internal auditors. Answer ONLY from ' +
  'the passages given. Cite the standard numbers you rely on, for example "(Standard 2.2)". ' +
  'If the passages do not answer the question, say so plainly and do not guess. Reply in plain ' +
  'text in British English, in at most three short paragraphs, and do not quote the IIA.';

/**
 * Asks an OpenAI-compatible chat completion to write the answer from the retrieved passages.
 * Resolves to null on a timeout, an error status or an unusable reply: the caller then serves
 * the offline answer. The question goes to the model; nothing is logged here.
 */
export async function writeWithLlm(
  settings: LlmSettings,
  question: string,
  passages: KnowledgeDocument[],
): Promise<string | null> {
  const context = passages.map((doc) => `[${doc.title}]\n${doc.answer}`).join('\n\n');
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return null;
    const data = (await response.json()) as {
      choices?: Array<{ message?: { content?: unknown } }>;
    };
    const content = data.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) return null;
    const text = content.trim();
    return text.length <= MAX_ANSWER ? text : `${text.slice(0, MAX_ANSWER).replace(/[^.]*$/, '')}`;
  } catch {
    return null;
  }
}
