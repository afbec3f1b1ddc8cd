/** "1 section", "3 sections": a count with its noun, for English nouns that take an s. */
export const plural = (n: number | bigint, noun: string) =>
  `${n} ${noun}${Number(n) === 1 ? '' : 's'}`;
