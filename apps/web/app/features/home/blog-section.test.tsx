import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogSection from './blog-section';

const renderSection = () => {
  const Stub = createRoutesStub([{ path: '/', Component: BlogSection }]);
  render(<Stub />);
};

afterEach(() => vi.unstubAllGlobals());

describe('home blog cards', () => {
  it('shows the newest published posts when there are some', async () => {
    const items = ['one', 'two', 'three'].map((slug, i) => ({
      slug,
      title: `Post ${slug}`,
      summary: `Summary ${slug}`,
      coverImageUrl: i === 0 ? '/uploads/0123456789abcdef0123456789abcdef.png' : '',
      coverAlt: 'Cover',
      author: 'Jane Auditor',
      publishedAt: '2025-03-04',
    }));
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ items, total: 3, page: 1, pageCount: 1 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    const link = await screen.findByRole('link', { name: 'Post one' });
    expect(link).toHaveAttribute('href', '/academy/blogs/one');
    expect(fetchMock.mock.calls[0]).toEqual(['/api/blog/posts?pageSize=3', expect.anything()]);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('4 March 2025 · Jane Auditor')).toBeInTheDocument();
  });

  it('keeps the built-in cards when there are no posts or the call fails', async () => {
    for (const response of [
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ items: [], total: 0, page: 1, pageCount: 1 })),
        ),
      () => Promise.reject(new Error('offline')),
    ]) {
      const fetchMock = vi.fn(response);
      vi.stubGlobal('fetch', fetchMock);
      renderSection();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByRole('link', { name: /double materiality/i })).toHaveAttribute(
        'href',
        '/academy/blogs',
      );
      document.body.innerHTML = '';
    }
  });
});
