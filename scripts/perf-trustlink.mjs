// TrustLink's two heavy requests, for `npm run perf`: a submission with a 5 MB evidence file
// (argon2id of the PIN, the PDF rewritten without its metadata in the cleaning worker,
// AES-256-GCM of the file, a write to storage) and a follow-up (argon2id verification, opening the
// report). Both are bound by deliberate work, so they are measured as p95 latency of sequential
// requests at low concurrency, not at 200 requests/s.
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { percentile } from './perf/latency.mjs';

const PIN = 'perf-pin-2024';

/** Runs `count` requests, `concurrency` at a time. @returns latencies (ms) and failures. */
async function timed(count, concurrency, send) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      const ok = await send(i).catch(() => false);
      latencies.push(performance.now() - started);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), count, errors };
}

/**
 * The report every submission sends; the baseline (perf-baseline.mjs) seeds its cases with
 * sealed values of the same sizes, so the case list is compared on the same rows.
 */
export const perfReport = {
  title: 'Load test of the reporting line',
  interactionType: 'Governance',
  description: 'A report sent by the performance script, with evidence.',
  location: 'Head office',
  priority: 'Medium',
  relationShip: 'Employee',
  involvedPersons: [{ fullName: 'A Person', jobRole: 'Manager' }],
};

function form(file) {
  const body = new FormData();
  body.set('title', perfReport.title);
  body.set('interactionType', perfReport.interactionType);
  body.set('interactionDescription', perfReport.description);
  body.set('interactionLocation', perfReport.location);
  body.set('priority', perfReport.priority);
  body.set('relationShip', perfReport.relationShip);
  body.set('reporter', JSON.stringify({ password: PIN }));
  body.set('involvedPersons', JSON.stringify(perfReport.involvedPersons));
  body.set('evidences', new Blob([file], { type: 'application/pdf' }), 'evidence.pdf');
  return body;
}

/** Reports submitted: the signed-in case list is measured on them (and the baseline on as many). */
export const SUBMISSIONS = 30;

/** p50/p95 of SUBMISSIONS submissions with a 5 MB PDF and of 60 follow-ups. */
export async function trustlinkLatency(base) {
  const file = await genuinePdf(5 * 1024 * 1024);
  const ids = [];
  const submit = await timed(SUBMISSIONS, 2, async (i) => {
    const response = await fetch(`${base}/api/stakeholder-interactions`, {
      method: 'POST',
      body: form(file),
      // Each request from its own (forwarded) client, so the per-client limits stay out of it.
      headers: { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
    });
    if (response.status !== 201) return false;
    ids.push((await response.json()).interactionId);
    return true;
  });
  const followUp = await timed(60, 4, async (i) => {
    const response = await fetch(`${base}/api/stakeholder-interactions/followUp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.1.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ intId: ids[i % ids.length], password: PIN }),
    });
    await response.arrayBuffer();
    return response.status === 200;
  });
  return [
    { route: 'POST /api/stakeholder-interactions (5 MB file)', ...submit },
    { route: 'POST /api/stakeholder-interactions/followUp', ...followUp },
  ];
}

/**
 * A well-formed PDF of about `size` bytes: one page and an attached file of random bytes
 * (incompressible, like a scan). Junk behind a `%PDF-` header would measure the cleaning
 * worker's time limit (10 s, see evidence-clean-pool.ts) instead of a reporter's real upload.
 */
async function genuinePdf(size) {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Evidence for the performance script');
  pdf.addPage([595, 842]);
  await pdf.attach(randomBytes(size), 'scan.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

export function printTrustlink(rows) {
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    '\nTrustLink (sequential work: argon2id, PDF metadata removal, AES-256-GCM), latency per request',
  );
  console.log('endpoint'.padEnd(48), 'count  p50      p95      errors');
  for (const r of rows) {
    console.log(
      r.route.padEnd(48),
      String(r.count).padEnd(6),
      ms(r.p50),
      ms(r.p95),
      ` ${r.errors}`,
    );
  }
}
