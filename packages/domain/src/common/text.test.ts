import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, isWellFormedText, text, textMessages } from './text.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the shared text schema', () => {
  const name = text({ label: 'Name', max: 20, required: 'Please enter your name.' });
  const message = text({ label: 'Message', max: 200, multiline: true });

  it('trims and accepts ordinary text in any alphabet, emoji included', () => {
    expect(name.parse('  Zoë Ngũgĩ  ')).toBe('Zoë Ngũgĩ');
    expect(name.parse('李小龍 😀')).toBe('李小龍 😀');
  });

  it('refuses NUL and other control characters with a human message', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(firstMessage(name, value)).toBe(textMessages.control('Name'));
      expect(firstMessage(message, value)).toBe(textMessages.control('Message'));
    }
  });

  it('keeps tabs and line breaks only where several lines are expected', () => {
    expect(message.parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(name.parse('Evil\r\nBcc: x')).toBe('Evil Bcc: x');
    expect(name.parse(' a \t b\n')).toBe('a b');
  });

  it('refuses lone surrogates, keeps surrogate pairs', () => {
    for (const value of ['\ud800', 'a\udc00b', 'x\ud83d']) {
      expect(isWellFormedText(value)).toBe(false);
      expect(firstMessage(message, value)).toBe(textMessages.illFormed('Message'));
    }
    expect(isWellFormedText('😀')).toBe(true);
  });

  it('keeps the words of the required and length messages', () => {
    expect(firstMessage(name, '   ')).toBe('Please enter your name.');
    expect(firstMessage(name, undefined)).toBe('Please enter your name.');
    expect(firstMessage(name, 'x'.repeat(21))).toBe('Name must be at most 20 characters.');
    expect(firstMessage(message, 42)).toBe('Message must be text.');
  });

  it('tells control characters apart', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\tb\r\n')).toBe(false);
    expect(hasControlCharacters('a\u200bb')).toBe(false);
  });
});

describe('messages for issues a schema does not word itself', () => {
  it('never uses zod’s default English', () => {
    const schema = z.object({
      n: z.number(),
      s: z.string().max(3),
      e: z.enum(['a', 'b']),
      l: z.array(z.string()).min(2),
      u: z.union([z.string(), z.number()]),
    });
    const result = schema.safeParse({ n: 'x', s: 'long', e: 'c', l: [], u: {} });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'This field must be a number.',
      'This is too long (at most 3 characters).',
      'Please choose one of: "a", "b".',
      'Please add at least 2 items.',
      'This value is not one of the accepted kinds.',
    ]);
    expect(z.string().safeParse(undefined).error!.issues[0]!.message).toBe(
      'This field is required.',
    );
  });
});
