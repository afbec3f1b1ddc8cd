import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyBlock } from './journey-block';
import type { JourneyBlock as JourneyBlockData } from './types';

const block: JourneyBlockData = {
  type: 'journey',
  heading: 'Your assessment journey',
  steps: ['Choose', 'Picture', 'Report', 'SWOT', 'Roadmap'].map((title) => ({
    title,
    description: `${title} step`,
    icon: 'compass',
  })),
};

/** A viewport of `width` px as far as media queries are concerned. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

/** jsdom has no layout: give the strip a scrollable width and a writable scroll position. */
function scrollable(
  strip: HTMLElement,
  { scrollWidth = 1800, clientWidth = 1200, scrollLeft = 0 } = {},
) {
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(strip, 'scrollLeft', {
    configurable: true,
    writable: true,
    value: scrollLeft,
  });
}

function wheel(target: HTMLElement, deltaY: number) {
  const event = createEvent.wheel(target, { deltaY, deltaMode: 0, cancelable: true });
  fireEvent(target, event);
  return event;
}

describe('JourneyBlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a horizontal strip at 1440 px where the wheel scrolls sideways instead of the page', () => {
    viewport(1440);
    render(<JourneyBlock block={block} />);
    const strip = screen.getByRole('list', { name: 'Your assessment journey' });
    expect(strip).toHaveAttribute('data-layout', 'strip');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Choose',
      'Picture',
      'Report',
      'SWOT',
      'Roadmap',
    ]);
    scrollable(strip);

    const down = wheel(strip, 120);
    expect(down.defaultPrevented).toBe(true);
    expect(strip.scrollLeft).toBe(120);

    const up = wheel(strip, -50);
    expect(up.defaultPrevented).toBe(true);
    expect(strip.scrollLeft).toBe(70);
  });

  it('lets the page scroll once the strip is at its end (the page is never trapped)', () => {
    viewport(1440);
    render(<JourneyBlock block={block} />);
    const strip = screen.getByRole('list', { name: 'Your assessment journey' });
    scrollable(strip, { scrollLeft: 600 });
    expect(wheel(strip, 100).defaultPrevented).toBe(false);
    expect(strip.scrollLeft).toBe(600);
    scrollable(strip, { scrollLeft: 0 });
    expect(wheel(strip, -100).defaultPrevented).toBe(false);
  });

  it('is a stacked list at 768 px and below, leaving the wheel to the page', () => {
    viewport(768);
    render(<JourneyBlock block={block} />);
    const list = screen.getByRole('list', { name: 'Your assessment journey' });
    expect(list).toHaveAttribute('data-layout', 'list');
    expect(list).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    scrollable(list);
    expect(wheel(list, 120).defaultPrevented).toBe(false);
    expect(list.scrollLeft).toBe(0);
  });
});
