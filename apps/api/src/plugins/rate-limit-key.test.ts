import { createHmac } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loggerOptions } from '../logger.ts';
import { createTestApp } from '../test/app.ts';
import { clientKey, pseudonymousClientKey, UNKNOWN_CLIENT } from './rate-limit-key.ts';

const requestWith = (ip: unknown) => ({ ip }) as unknown as FastifyRequest;

describe('the rate-limit key', () => {
  it('normalises addresses as the plugin does', () => {
    expect(clientKey(requestWith('203.0.113.9'))).toBe('203.0.113.9');
    expect(clientKey(requestWith('::ffff:203.0.113.9'))).toBe('203.0.113.9');
    expect(clientKey(requestWith('2001:db8:1:2:3:4:5:6'))).toBe(
      clientKey(requestWith('2001:db8:1:2:ffff:ffff:ffff:ffff')),
    );
  });

  it('never throws: a request without an address falls into one shared bucket', () => {
    expect(clientKey(requestWith(undefined))).toBe(UNKNOWN_CLIENT);
    expect(clientKey(requestWith(''))).toBe(UNKNOWN_CLIENT);
    const throwing = Object.defineProperty({}, 'ip', {
      get: () => {
        throw new TypeError('socket gone');
      },
    }) as FastifyRequest;
    expect(clientKey(throwing)).toBe(UNKNOWN_CLIENT);
  });
});

describe('the pseudonymous client key', () => {
  const hmac = (secret: string, input: string) =>
    createHmac('sha256', secret).update(input).digest('base64url').slice(0, 22);

  it('is the keyed hash of the context and the address, the same when asked again', () => {
    const request = requestWith('198.51.100.7');
    const first = pseudonymousClientKey(request, 'secret-one');
    expect(first).toBe(hmac('secret-one', 'client|198.51.100.7'));
    expect(first).not.toContain('198.51.100.7');
    expect(pseudonymousClientKey(requestWith('198.51.100.7'), 'secret-one')).toBe(first);
  });

  it('differs by secret, context and address', () => {
    const request = requestWith('198.51.100.7');
    const keys = [
      pseudonymousClientKey(request, 'secret-one'),
      pseudonymousClientKey(request, 'secret-two'),
      pseudonymousClientKey(request, 'secret-one', 'trustlink-client|2026-11-28'),
      pseudonymousClientKey(requestWith('198.51.100.8'), 'secret-one'),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(keys[2]).toBe(hmac('secret-one', 'trustlink-client|2026-11-28|198.51.100.7'));
  });

  it('stays right past the number of keys it keeps', () => {
    for (let i = 0; i < 10_050; i += 1)
      pseudonymousClientKey(requestWith(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`), 's');
    expect(pseudonymousClientKey(requestWith('10.0.0.1'), 's')).toBe(hmac('s', 'client|10.0.0.1'));
  });
});

describe('a malformed chunked body from a client that hangs up', () => {
  let app: App;
  let port: number;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({}, { logger: pino(loggerOptions('info'), sink) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('logs no error and leaves the server answering', async () => {
    for (let i = 0; i < 20; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end(
            'POST /api/addLead HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Transfer-Encoding: chunked\r\n\r\nZZ\r\n{"email"\r\n',
          );
          socket.destroy();
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
