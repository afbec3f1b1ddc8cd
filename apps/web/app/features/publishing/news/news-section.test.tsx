import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsArticle } from '@verdantia/domain/publishing/news-articles';
import { NewsSection } from './news-section';

// jsdom cannot run Embla; the slider's own behaviour is tested in ui/carousel.test.tsx.
vi.mock('embla-carousel', () => ({ default: vi.fn(() => undefined) }));

const article = (id: number, date: string, title: string, imgs: string[]): NewsArticle => ({
  id,
  date,
  title,
  smallP: `Summary of ${title}`,
  details: [`First paragraph of ${title}.`, `Second paragraph of ${title}.`],
  imgs,
});
const news = [
  article(1, '13/11/2024', 'Newest', ['/a1.svg', '/a2.svg', '/a3.svg']),
  article(2, '13/09/2024', 'Second', ['/b1.svg']),
  article(3, '13/07/2024', 'Third', ['/c1.svg', '/c2.svg']),
];

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsSection', () => {
  it('selects the newest, swaps on a click and keeps the selected one out of the list', async () => {
    vi.stubGlobal('fetch', answer(news));
    render(<NewsSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest news');

    const selected = await screen.findByTestId('selected-article');
    const list = screen.getByTestId('news-list');
    expect(within(selected).getByRole('heading', { level: 3 })).toHaveTextContent('Newest');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).not.toHaveTextContent('Newest');
    expect(await within(selected).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: /Second/ }));
    const heading = within(selected).getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Second');
    expect(heading).toHaveFocus();
    expect(
      within(selected)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/b1.svg']);
    expect(within(selected).queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();
    expect(list).toHaveTextContent('Newest');
    expect(list).not.toHaveTextContent('Second');
  });

  it('shows a message and retries when the news cannot be loaded', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(news)));
    vi.stubGlobal('fetch', fetch);
    render(<NewsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the news');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('selected-article')).toHaveTextContent('Newest');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
