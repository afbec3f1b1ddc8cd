import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { books, topPickIds } from '~/content/books';
import { formatPrice } from './format-price';

// apps/web/public, from this file's folder.
const publicDir = join(import.meta.dirname, '../../../public');
const feed = (name: string) =>
  JSON.parse(readFileSync(join(publicDir, 'Data', name), 'utf8')) as unknown;

describe('book feeds', () => {
  it('publish the reading list as /Data/posts.data.json', () => {
    expect(feed('posts.data.json')).toEqual(books);
  });

  it('publish the top picks, in order, as /Data/posts-explore.data.json', () => {
    expect(feed('posts-explore.data.json')).toEqual(
      topPickIds.map((id) => books.find((book) => book.id === id)),
    );
  });

  it('give every book a cover under /images/books and a price', () => {
    for (const book of books) {
      expect(book.imageUrl).toMatch(/^\/images\/books\/[a-z0-9-]+\.svg$/);
      expect(readFileSync(join(publicDir, book.imageUrl), 'utf8')).toContain('<svg');
      expect(book.price).toBeGreaterThan(0);
    }
  });

  it('labels prices in pounds', () => {
    expect(formatPrice(19.99)).toBe('£19.99');
    expect(formatPrice(22.5)).toBe('£22.50');
  });
});
