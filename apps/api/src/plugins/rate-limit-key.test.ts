import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loggerOptions } from '../logger.ts';
import { createTestApp } from '../test/app.ts';
import { clientKey, UNKNOWN_CLIENT } from './rate-limit-key.ts';

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
