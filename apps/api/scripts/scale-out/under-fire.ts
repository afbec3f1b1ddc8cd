import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { interactionFields, multipartBody } from '../../src/test/trustlink.ts';
import type { Instance } from './instances.ts';

/** A promise opened from outside (Promise.withResolvers needs Node 22). */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Clients post newsletter leads through the proxy without pause; once answers flow, instance A
 * is killed with SIGKILL mid-stream, and the load goes on against what is left.
 * @returns the addresses answered 2xx, and how many answers came after the kill.
 */
export async function leadsThroughKill(proxyUrl: string, victim: Instance, clients = 12) {
  const acknowledged = new Set<string>();
  let failed = 0;
  let afterKill = 0;
  let killed = false;
  let stop = false;
  const client = async () => {
    while (!stop) {
      const email = `scale-${randomBytes(6).toString('hex')}@example.org`;
      try {
        const response = await fetch(`${proxyUrl}/api/addLead`, {
          method: 'POST',
          body: JSON.stringify({ email }),
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.ok) {
          acknowledged.add(email);
          if (killed) afterKill += 1;
        } else failed += 1;
      } catch {
        failed += 1; // never acknowledged: the client would try again
      }
    }
  };
  const load = Promise.all(Array.from({ length: clients }, client));
  while (acknowledged.size < 60) await sleep(50);
  victim.child.kill('SIGKILL');
  killed = true;
  const before = acknowledged.size;
  await victim.exited;
  await sleep(3_000);
  stop = true;
  await load;
  return { acknowledged, beforeKill: before, afterKill, failed };
}

/**
 * Streams a 5 MB TrustLink report with evidence to `instance` slowly, sends SIGTERM to the
 * instance after the first megabyte, asks its readiness meanwhile, then sends the rest.
 */
export async function uploadThroughSigterm(instance: Instance, graceMs: number) {
  const text = Buffer.alloc(5 * 1024 * 1024, 'Minutes of the meeting, line after line.\n');
  const { payload, headers } = multipartBody(interactionFields(), {
    content: text,
    filename: 'minutes.txt',
    type: 'text/plain',
  });
  const signalled = gate();
  const readyDuringDrain = gate();
  const answer = new Promise<number>((resolve, reject) => {
    const request = http.request(`${instance.url}/api/stakeholder-interactions`, {
      method: 'POST',
      headers: { ...headers, 'content-length': payload.length, 'x-forwarded-for': '192.0.2.30' },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    void (async () => {
      const chunk = 256 * 1024;
      for (let offset = 0; offset < payload.length; offset += chunk) {
        request.write(payload.subarray(offset, offset + chunk));
        if (offset === 4 * chunk) {
          signalled.resolve();
          await readyDuringDrain.promise;
        }
        await sleep(40);
      }
      request.end();
    })();
  });
  await signalled.promise;
  const sentAt = Date.now();
  instance.child.kill('SIGTERM');
  await sleep(200);
  let ready = 0;
  try {
    ready = (await fetch(`${instance.url}/api/health/ready`)).status;
  } catch {
    ready = -1; // no longer accepting: the drain period was too short to ask
  }
  readyDuringDrain.resolve();
  const status = await answer;
  const code = await Promise.race([instance.exited, sleep(graceMs + 5_000).then(() => 'hung')]);
  return { status, ready, code, seconds: (Date.now() - sentAt) / 1000 };
}
