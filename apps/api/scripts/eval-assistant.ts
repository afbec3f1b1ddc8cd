// `npm run eval:assistant`: the standards assistant on its gold questions (expected entries) and
// must-refuse questions, offline and, when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set, with
// the LLM writing the answers. Questions staff added in the back-office join the gold set when
// DATABASE_URL points at the PostgreSQL database. Exits 1 under the thresholds.
import pg from 'pg';
import { buildAssistant } from '../src/features/assistant/ask.ts';
import {
  goldQuestions,
  heldOutQuestions,
  mustRefuseQuestions,
  type GoldQuestion,
} from '../src/features/assistant/evaluation/index.ts';
import {
  evaluate,
  evaluationThresholds,
  formatReport,
  shortfalls,
} from '../src/features/assistant/evaluation/run.ts';

async function staffQuestions(): Promise<GoldQuestion[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('Staff-added questions: skipped (set DATABASE_URL to include them).');
    return [];
  }
  const pool = new pg.Pool({ connectionString: url });
  try {
    const { rows } = await pool.query<GoldQuestion>(
      'select question, expected from assistant_evaluation_cases order by created_at',
    );
    console.log(`Staff-added questions: ${rows.length}.`);
    return rows;
  } catch (error) {
    console.log(`Staff-added questions: not read (${(error as Error).message}).`);
    return [];
  } finally {
    await pool.end();
  }
}

const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = process.env;
const gold = [...goldQuestions, ...(await staffQuestions())];
const failures: string[] = [];

const offline = buildAssistant();
const offlineReport = await evaluate((q) => offline.answerOffline(q), gold, mustRefuseQuestions);
console.log(formatReport('Offline', offlineReport, process.argv.includes('--details')));
failures.push(...shortfalls(offlineReport).map((line) => `offline: ${line}`));
const heldOut = await evaluate((q) => offline.answerOffline(q), heldOutQuestions, []);
console.log(
  `  held-out only (${heldOut.gold}): hit@3 ${heldOut.hitAt3.toFixed(3)}, ` +
    `citation precision ${heldOut.precision.toFixed(3)}`,
);

if (LLM_BASE_URL && LLM_API_KEY && LLM_MODEL) {
  const withLlm = buildAssistant({
    baseUrl: LLM_BASE_URL,
    apiKey: LLM_API_KEY,
    model: LLM_MODEL,
    timeoutMs: Number(LLM_TIMEOUT_MS) || 8000,
  });
  let written = 0;
  const report = await evaluate(
    async (question) => {
      const answered = await withLlm.answer(question);
      if (answered.writer === 'llm') written += 1;
      return answered;
    },
    gold,
    mustRefuseQuestions,
  );
  console.log(
    formatReport(`With the LLM (${LLM_MODEL})`, report, process.argv.includes('--details')),
  );
  console.log(
    `  answers written by the LLM: ${written} (the rest fell back to the offline answer)`,
  );
  failures.push(...shortfalls(report).map((line) => `with the LLM: ${line}`));
} else {
  console.log('With the LLM: skipped (set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL).');
}

const { hitAt3, precision, refusal } = evaluationThresholds;
if (failures.length) {
  console.error(
    `\nFAILED (thresholds: hit@3 ${hitAt3}, precision ${precision}, refusal ${refusal}):`,
  );
  for (const line of failures) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`\nPassed (thresholds: hit@3 ${hitAt3}, precision ${precision}, refusal ${refusal}).`);
