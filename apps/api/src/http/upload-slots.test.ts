import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { uploadSlots } from './upload-slots.ts';

const fakeRequest = () => {
  const raw = { complete: false, destroyed: false, destroy: () => (raw.destroyed = true) };
  return { request: { raw } as unknown as FastifyRequest, raw };
};
const fakeReply = () => {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) };
  return { reply: reply as unknown as FastifyReply, headers };
};

describe('upload slots', () => {
  it('refuses beyond the cap with 503, Retry-After and a closed connection, then frees the slot', async () => {
    const slots = uploadSlots(1, 'Busy, try again.');
    let release!: () => void;
    const first = fakeRequest();
    const held = slots.run(
      first.request,
      fakeReply().reply,
      () => new Promise<void>((r) => (release = r)),
    );
    const second = fakeRequest();
    const busy = fakeReply();
    const refused = await slots.run(second.request, busy.reply, async () => 'ran').catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect(busy.headers).toMatchObject({ 'retry-after': '30', connection: 'close' });
    release();
    await held;
    expect(slots.busy).toBe(0);
    expect(await slots.run(fakeRequest().request, fakeReply().reply, async () => 'ran')).toBe(
      'ran',
    );
  });

  it('drops the connection of an upload that holds its slot past the deadline', async () => {
    const slots = uploadSlots(1, 'Busy.', 20);
    const slow = fakeRequest();
    await slots.run(slow.request, fakeReply().reply, async () => {
      while (!slow.raw.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(slow.raw.destroyed).toBe(true);
    expect(slots.busy).toBe(0);
  });
});
