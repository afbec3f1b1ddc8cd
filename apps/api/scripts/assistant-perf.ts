// The assistant's offline cost, measured in-process (no HTTP, no database): how long building
// the search index takes at start-up, and the p50/p95 time to answer a question (retrieval and
// the written answer) over the evaluation set. `npm run perf` runs it; so can `npx tsx` directly.
import { performance } from 'node:perf_hooks';
import { buildAssistant } from '../src/features/assistant/ask.ts';
import { goldQuestions, mustRefuseQuestions } from '../src/features/assistant/evaluation/index.ts';
import { buildRetrieval } from '../src/features/assistant/retrieval.ts';
import { percentile } from '../../../scripts/perf/latency.mjs';

const BUILDS = 20;
const ROUNDS = 20;
const P95_BUDGET_MS = 20;

const buildTimes: number[] = [];
for (let i = 0; i < BUILDS; i += 1) {
  const start = performance.now();
  buildRetrieval();
  buildTimes.push(performance.now() - start);
}
const heapBefore = process.memoryUsage().heapUsed;
const kept = buildRetrieval();
const heapAfter = process.memoryUsage().heapUsed;

const assistant = buildAssistant();
const questions = [...goldQuestions.map((c) => c.question), ...mustRefuseQuestions];
// Every other question is asked as a follow-up, with an earlier turn in its history.
const history = [{ query: 'What does standard 9.2 require?', sources: ['9.2'] }];
const ask = (question: string, index: number) =>
  assistant.answerOffline(question, index % 2 ? history : []);
questions.forEach(ask); // warm-up
const answerTimes: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  questions.forEach((question, index) => {
    const start = performance.now();
    ask(question, index);
    answerTimes.push(performance.now() - start);
  });
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
const p95 = percentile(answerTimes, 95);
console.log('\nStandards assistant, offline and in-process');
console.log('measure'.padEnd(44), 'value');
console.log('index build at start-up (median of 20)'.padEnd(44), ms(percentile(buildTimes, 50)));
console.log('index build, slowest of 20'.padEnd(44), ms(Math.max(...buildTimes)));
console.log(
  'index heap (approximate)'.padEnd(44),
  `${(Math.max(0, heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB`.padStart(10),
);
console.log(
  `answer p50 (${answerTimes.length} answers)`.padEnd(44),
  ms(percentile(answerTimes, 50)),
);
console.log(
  `answer p95 (${answerTimes.length} answers)`.padEnd(44),
  ms(p95),
  p95 <= P95_BUDGET_MS ? 'ok' : `OVER the ${P95_BUDGET_MS} ms budget`,
);
void kept;
