import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { BoundedMemo } from '../bounded-memo.ts';

/** The bucket of requests whose client address cannot be read. */
export const UNKNOWN_CLIENT = 'unknown-client';

/**
 * The rate-limit key of a request: its client address, normalised as the plugin does (IPv6 by
 * /64, IPv4-mapped addresses as IPv4). Total by design: when the socket is already gone (a client
 * that sent a malformed chunked body and hung up) `request.ip` is undefined, and the plugin's own
 * key function would throw a TypeError. Such requests share one bucket, so they are still limited.
 */
export function clientKey(request: FastifyRequest): string {
  try {
    const ip = request.ip;
    return typeof ip === 'string' && ip !== '' ? normalizeIP(ip) : UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}

/**
 * The client address as stored in shared counters (PostgreSQL, Redis): a keyed hash, so the
 * counters can tell clients apart without the database ever holding an IP address. The key is the
 * server's JWT secret, which every instance shares, so all instances count one client together.
 */
export function pseudonymousClientKey(
  request: FastifyRequest,
  secret: string,
  /** Separates one use's keys from another's (a feature may also roll them daily). */
  context = 'client',
): string {
  const input = `${context}|${clientKey(request)}`;
  return pseudonyms.remember(secret, input, () =>
    createHmac('sha256', secret).update(input).digest('base64url').slice(0, 22),
  );
}

/**
 * The keyed hashes already computed, per secret. Every request computes its client's at least
 * twice (the global limit and the route's); an HMAC object per call was 3% of a lead write's
 * CPU. Only this process's memory holds them, next to the addresses its requests carry anyway.
 */
const pseudonyms = new BoundedMemo<string>(10_000);
