import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, emblaDuration, type CarouselProps } from './carousel';

// A stand-in for Embla: scroll snaps are slide indexes, moves are instant, and every move emits
// `select`, as the real library does.
const embla = vi.hoisted(() => {
  const instances: { options: Record<string, unknown>; plugins: unknown[] }[] = [];
  const factory = vi.fn(
    (
      _node: HTMLElement,
      options: { loop?: boolean; startIndex?: number },
      plugins: unknown[] = [],
    ) => {
      const snaps = Number(_node.querySelectorAll('[aria-roledescription="slide"]').length);
      let selected = options.startIndex ?? 0;
      const listeners = new Map<string, Set<(api: unknown) => void>>();
      const api = {
        canScrollPrev: () => !!options.loop || selected > 0,
        canScrollNext: () => !!options.loop || selected < snaps - 1,
        selectedScrollSnap: () => selected,
        scrollSnapList: () => Array.from({ length: snaps }, (_, i) => i / snaps),
        scrollTo: vi.fn((index: number) => move(index)),
        scrollNext: vi.fn(() => move(selected + 1)),
        scrollPrev: vi.fn(() => move(selected - 1)),
        on: vi.fn((event: string, fn: (api: unknown) => void) => {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(fn);
          return api;
        }),
        off: vi.fn((event: string, fn: (api: unknown) => void) => {
          listeners.get(event)?.delete(fn);
          return api;
        }),
        destroy: vi.fn(),
      };
      function move(index: number) {
        const next = options.loop
          ? (index + snaps) % snaps
          : Math.max(0, Math.min(snaps - 1, index));
        if (next === selected) return;
        selected = next;
        listeners.get('select')?.forEach((fn) => fn(api));
      }
      instances.push({ options, plugins });
      return api;
    },
  );
  return { factory, instances };
});

const autoplay = vi.hoisted(() => ({
  factory: vi.fn((options: Record<string, unknown>) => ({
    name: 'autoplay',
    options,
    play: vi.fn(),
    stop: vi.fn(),
  })),
}));

vi.mock('embla-carousel', () => ({ default: embla.factory }));
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay.factory }));

const slides = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name) => (
  <p key={name}>{name}</p>
));

async function renderCarousel(props: Partial<CarouselProps> = {}) {
  const view = render(<Carousel slides={slides} label="Test slides" {...props} />);
  await waitFor(() => expect(embla.factory).toHaveBeenCalled());
  return view;
}

const next = () => screen.getByRole('button', { name: 'Next slide' });
const prev = () => screen.getByRole('button', { name: 'Previous slide' });

beforeEach(() => {
  embla.factory.mockClear();
  embla.instances.length = 0;
  autoplay.factory.mockClear();
});

describe('Carousel', () => {
  it('is a labelled carousel region of "n of m" slides', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Test slides' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(6);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(groups[0]).toHaveAccessibleName('1 of 6');
    expect(groups[5]).toHaveAccessibleName('6 of 6');
  });

  it('greys out the arrows at the ends when it does not loop', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    await waitFor(() => expect(prev()).toBeDisabled());
    expect(next()).toBeEnabled();

    for (let i = 0; i < 5; i++) await user.click(next());
    expect(next()).toBeDisabled();
    expect(prev()).toBeEnabled();

    await user.click(prev());
    expect(next()).toBeEnabled();
  });

  it('never disables the arrows when it loops', async () => {
    const user = userEvent.setup();
    await renderCarousel({ loop: true });
    expect(prev()).toBeEnabled();
    expect(next()).toBeEnabled();
    for (let i = 0; i < 6; i++) {
      await user.click(next());
      expect(next()).toBeEnabled();
      expect(prev()).toBeEnabled();
    }
    expect(embla.instances[0]!.options).toMatchObject({ loop: true });
  });

  it('greys out the next arrow from nextDisabledFrom on', async () => {
    const user = userEvent.setup();
    await renderCarousel({ nextDisabledFrom: 3 });
    await user.click(next());
    await user.click(next());
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(next()).toBeDisabled();
    await user.click(prev());
    expect(next()).toBeEnabled();
  });

  it('shows one dot per scroll snap and marks the current one', async () => {
    const user = userEvent.setup();
    await renderCarousel({ dots: true });
    const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots).toHaveLength(6);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).toHaveAttribute('aria-current', 'false');

    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'false',
    );
  });

  it('hands startIndex, loop and the transition length to Embla', async () => {
    await renderCarousel({ startIndex: 2, dots: true });
    expect(embla.instances[0]!.options).toMatchObject({
      startIndex: 2,
      loop: false,
      align: 'start',
      duration: emblaDuration(500),
    });
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(prev()).toBeEnabled();
  });

  it('renders without arrows or dots when asked', async () => {
    await renderCarousel({ arrows: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the autoplay plugin only when autoplay is wanted, with a pause button', async () => {
    const user = userEvent.setup();
    const first = await renderCarousel();
    expect(autoplay.factory).not.toHaveBeenCalled();
    first.unmount();

    await renderCarousel({ autoplayMs: 3000, arrows: false });
    expect(autoplay.factory).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
    expect(embla.instances.at(-1)!.plugins).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('lays slides out with CSS per breakpoint before any script runs', () => {
    const { container } = render(
      <Carousel slides={slides} label="Widths" slidesPerView={{ base: 1, 1024: 3, 800: 2 }} />,
    );
    const css = container.querySelector('style')!.textContent!;
    expect(css).toMatch(
      /\{--per:1\}@media\(min-width:800px\)\{.*--per:2\}\}@media\(min-width:1024px\)\{.*--per:3\}\}$/,
    );
  });

  it('maps 500 ms to the stiffness Embla needs for about half a second', () => {
    expect(emblaDuration(500)).toBe(20);
    expect(emblaDuration(100)).toBe(20);
    expect(emblaDuration(5000)).toBe(60);
  });
});
