import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoFacade } from './video-facade';
import { VideosSection } from './videos-section';

// jsdom cannot run Embla; the slider's own behaviour is tested in ui/carousel.test.tsx.
vi.mock('embla-carousel', () => ({ default: vi.fn(() => undefined) }));

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('videos', () => {
  it('loads nothing from the video host until play is pressed', async () => {
    render(<VideoFacade videoId="abcdefghijk" title="An episode" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: An episode' })).toHaveTextContent(
      'An episode',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play video: An episode' }));
    const frame = screen.getByTitle('An episode');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('puts the first video in front and the rest under Related Podcasts', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        items: ['first', 'second', 'third'].map((name, i) => ({
          id: { videoId: `video000000${i}` },
          snippet: { title: `The ${name} episode` },
        })),
      }),
    );
    render(<VideosSection />);
    const related = await screen.findByRole('list', { name: 'Related Podcasts' });
    expect(
      within(related)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play video: The second episode', 'Play video: The third episode']);
    expect(
      screen.getByRole('button', { name: 'Play video: The first episode' }),
    ).toBeInTheDocument();
  });
});
