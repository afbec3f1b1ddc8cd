import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function sink() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => lines.push(line) } };
}

describe('the logger', () => {
  it('writes readable lines for a terminal, still without personal data', () => {
    const { lines, destination } = sink();
    const logger = createLogger('info', { pretty: true, destination });
    logger.info({ email: 'ada@example.org', password: 'secret words' }, 'lead received');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: lead received/);
    expect(lines[0]).not.toMatch(/^\{/);
    expect(lines[0]).not.toMatch(/ada@example|secret words/);
    expect(lines[0]).toContain('[redacted]');
  });

  it('writes one JSON object a line otherwise', () => {
    const { lines, destination } = sink();
    const logger = createLogger('info', { pretty: false, destination });
    logger.warn({ pin: '123456', req: { method: 'POST', url: '/api/x?email=a@b.c' } }, 'slow');
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 40, msg: 'slow', pin: '[redacted]' });
    expect(lines[0]).not.toMatch(/123456|a@b\.c/);
  });
});
