import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BlockRenderer, type BlockComponents } from './block-renderer';
import { eagerBlocks as blockComponents } from './eager-blocks';
import { islandBlocks } from './island-blocks';
import { HeroBlock } from './hero-block';
import type { Block, BlockType } from './types';

// Embla itself is not under test here (jsdom has no layout); the carousel's own tests cover it.
vi.mock('embla-carousel', () => ({
  default: () => {
    const api = {
      on: () => api,
      destroy() {},
      selectedScrollSnap: () => 0,
      scrollSnapList: () => [0, 1],
      canScrollPrev: () => false,
      canScrollNext: () => true,
    };
    return api;
  },
}));

const card = (title: string) => ({
  title,
  description: `${title} description`,
  icon: 'leaf' as const,
});

/** One block of every type, each with a heading naming its type. */
const blocks: { [T in BlockType]: Extract<Block, { type: T }> } = {
  hero: {
    type: 'hero',
    title: 'Hero heading',
    intro: 'Intro',
    actions: [{ label: 'Contact Us', href: '/contact' }],
    visual: 'leaf',
    badges: ['CSRD'],
  },
  prose: {
    type: 'prose',
    heading: 'Prose heading',
    paragraphs: ['One', 'Two'],
    action: { label: 'About Us', href: '/about' },
  },
  cards: {
    type: 'cards',
    heading: 'Cards heading',
    numbered: true,
    cards: [card('Card A'), { ...card('Card B'), href: '/contact' }],
  },
  'card-groups': {
    type: 'card-groups',
    heading: 'Card groups heading',
    groups: [{ title: 'Governance', icon: 'landmark', cards: [card('Charter')] }],
  },
  steps: {
    type: 'steps',
    heading: 'Steps heading',
    steps: [{ title: 'Start', description: 'First' }],
  },
  slider: {
    type: 'slider',
    heading: 'Slider heading',
    cards: [card('Slide A'), { ...card('Slide B'), colour: 'amber' }],
    slider: { loop: false, slidesPerView: { base: 1, 800: 2 }, dots: false },
  },
  benefits: {
    type: 'benefits',
    heading: 'Benefits heading',
    numbered: true,
    items: [card('Benefit A')],
  },
  table: {
    type: 'table',
    heading: 'Table heading',
    columns: ['Area', 'Environment', 'Social'],
    rows: [{ label: 'Data', cells: ['Meters', 'Payroll'] }],
  },
  tabs: {
    type: 'tabs',
    heading: 'Tabs heading',
    tabs: [{ ...card('Tab A'), detail: { title: 'Tab A detail', description: 'More' } }],
  },
  quote: { type: 'quote', quote: 'Quote text', name: 'Ada Lovelace', jobTitle: 'Partner' },
  stats: {
    type: 'stats',
    heading: 'Stats heading',
    items: [{ value: '92%', title: 'Buyers', description: 'Share' }],
  },
  cta: {
    type: 'cta',
    title: 'CTA heading',
    text: 'Text',
    actions: [{ label: 'Request a Demo', href: '/contact#contact-form' }],
  },
  journey: { type: 'journey', heading: 'Journey heading', steps: [card('Step A')] },
  logos: { type: 'logos', heading: 'Logos heading', names: ['ERP', 'HRIS'] },
};

function renderPage(page: Block[]) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <BlockRenderer
          blocks={page}
          components={blockComponents}
          icons={{ leaf: '<svg data-testid="leaf-icon"></svg>' }}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('BlockRenderer', () => {
  it('maps every block type to a component', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(Object.keys(blocks).sort());
    expect(Object.keys(islandBlocks).sort()).toEqual(Object.keys(blocks).sort());
    // @ts-expect-error a block type without a component does not compile
    const incomplete: BlockComponents = { hero: HeroBlock };
    expect(incomplete).toBeDefined();
  });

  it('renders every block type with its heading, the h1 only in the hero', async () => {
    renderPage(Object.values(blocks));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hero heading');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const block of Object.values(blocks)) {
      if (block.type === 'hero' || block.type === 'quote') continue;
      const heading =
        block.type === 'cta' ? block.title : 'heading' in block ? block.heading : undefined;
      expect(h2, `${block.type} block`).toContain(heading);
    }
    expect(screen.getByText('Quote text').closest('blockquote')).toBeInTheDocument();
    // Each section is labelled by its own heading.
    expect(screen.getByRole('region', { name: 'Cards heading' })).toBeInTheDocument();
  });

  it('renders cards with h3 titles, numbers, links and content icons', async () => {
    renderPage([blocks.cards]);
    const section = await screen.findByRole('region', { name: 'Cards heading' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Card A', 'Card B']);
    expect(within(section).getByText('01')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Learn more: Card B' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(section).getAllByTestId('leaf-icon')).toHaveLength(2);
  });

  it('adds header clearance when a page does not open with a hero', async () => {
    const { container } = renderPage([blocks.prose]);
    await screen.findByRole('heading', { level: 2, name: 'Prose heading' });
    expect(container.querySelector('.pt-header')).toBeInTheDocument();
  });

  it('shows a slider without dots when dots is false, previous arrow greyed at the start', async () => {
    renderPage([blocks.slider]);
    await screen.findByRole('heading', { level: 2, name: 'Slider heading' });
    const slider = document.querySelector<HTMLElement>('[aria-roledescription=carousel]')!;
    expect(within(slider).getAllByRole('group')).toHaveLength(2);
    expect(within(slider).queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  });
});
