import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import BlogSection from './blog-section';
import ClosingSections from './closing-sections';
import ComparisonSection from './comparison-section';
import FaqSection from './faq-section';
import FrameworksSection from './frameworks-section';
import { HeroSection } from './hero-section';
import OfferSection from './offer-section';
import OfferingsSection from './offerings-section';

// The carousel loads Embla after mount; these tests are about content, so a still stand-in will do.
vi.mock('embla-carousel', () => ({
  default: () => ({
    canScrollPrev: () => true,
    canScrollNext: () => true,
    selectedScrollSnap: () => 0,
    scrollSnapList: () => [0, 1, 2, 3],
    on() {
      return this;
    },
    off() {
      return this;
    },
    scrollNext() {},
    scrollPrev() {},
    scrollTo() {},
    destroy() {},
  }),
}));

function renderWithRouter(ui: ReactElement) {
  const Stub = createRoutesStub([{ path: '/', Component: () => ui }]);
  return render(<Stub initialEntries={['/']} />);
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('home hero', () => {
  it('has the page headline and the two calls to action', () => {
    renderWithRouter(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The ERP for sustainability',
    );
    expect(
      screen.getByText(/unify ESG insights, risk management and decarbonisation/i),
    ).toBeInTheDocument();
    expect(link('About Us')).toHaveAttribute('href', '/about');
    expect(link('Request A Demo')).toHaveAttribute('href', '/contact');
  });
});

describe('offerings', () => {
  it('links every offering to its page', async () => {
    renderWithRouter(<OfferingsSection />);
    const expected: [string, string][] = [
      ['ESG Compass Suite', '/esg-software/compass'],
      ['Net Zero', '/esg-software/net-zero'],
      ['GreenShield', '/esg-software/green-shield'],
      ['ESG diagnostic tool', '/service/esg-diagnostic'],
      ['Sustainability data tracker', '/esg-software'],
      ['Data science lab', '/service/data-lab'],
      ['ESG advisory', '/solution'],
      ['ESG assurance', '/services/esg-third-party-assurance'],
      ['Business assurance', '/service/business'],
      ['Training academy', '/academy-page'],
    ];
    for (const [name, href] of expected)
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByText('ESG performance insights')).toBeInTheDocument();
    expect(screen.getByText(/energy meters, IoT devices and ERP/)).toBeInTheDocument();
    expect(screen.getByText(/anti-greenwashing/)).toBeInTheDocument();
  });
});

describe('closing sections', () => {
  it('shows the four medals with their tiers and score ranges, and links to the award', async () => {
    renderWithRouter(<ClosingSections />);
    const medals = within(
      await screen.findByRole('region', { name: /how far your sustainability/i }),
    );
    const expected: [string, string][] = [
      ['Green Starter', 'Bronze · 50–69 points'],
      ['Eco Innovator', 'Silver · 70–79 points'],
      ['Sustainability Leader', 'Gold · 80–89 points'],
      ['Climate Champion', 'Diamond · 90–100 points'],
    ];
    for (const [name, detail] of expected) {
      expect(medals.getByRole('heading', { name })).toBeInTheDocument();
      expect(medals.getByText(detail)).toBeInTheDocument();
    }
    expect(medals.getByRole('link', { name: /know more/i })).toHaveAttribute('href', '/award');
  });

  it('has a looping benefits slider and the demo banner', async () => {
    renderWithRouter(<ClosingSections />);
    const slider = await screen.findByRole('region', { name: 'Benefits' });
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(slider).getAllByRole('group')).toHaveLength(4);
    expect(within(slider).getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    expect(within(slider).getAllByRole('button', { name: /go to slide/i })).toHaveLength(4);

    const banner = screen.getByRole('region', { name: 'See your ESG data in one place' });
    expect(within(banner).getByRole('link', { name: 'Request A Demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('lazily loaded sections', () => {
  it('offer: starts with the free assessment', async () => {
    renderWithRouter(<OfferSection />);
    expect(await screen.findByRole('link', { name: 'Take the free assessment' })).toHaveAttribute(
      'href',
      '/start-green',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('frameworks: names frameworks as text, in a carousel that can be paused', async () => {
    renderWithRouter(<FrameworksSection />);
    const slider = await screen.findByRole('region', { name: 'Supported frameworks' });
    for (const name of ['CSRD', 'ISSB', 'GRI', 'TCFD', 'SBTi'])
      expect(within(slider).getByText(name)).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('comparison: pairs five challenges with five solutions', async () => {
    renderWithRouter(<ComparisonSection />);
    const [challenges, solutions] = await screen.findAllByRole('list');
    expect(within(challenges!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(solutions!).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'With Verdantia' })).toBeInTheDocument();
  });

  it('blog: three teasers that lead to the blog', async () => {
    renderWithRouter(<BlogSection />);
    const articles = within((await screen.findAllByRole('list'))[0]!).getAllByRole('listitem');
    expect(articles).toHaveLength(3);
    for (const article of articles)
      expect(within(article).getByRole('link')).toHaveAttribute('href', '/academy/blogs');
    expect(link(/all articles/i)).toHaveAttribute('href', '/academy/blogs');
  });

  // Native <details>/<summary>: the browser gives keyboard support (checked in Chromium); jsdom
  // only models the click.
  it('FAQ: five or six questions that open on activation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<FaqSection />);
    await screen.findByRole('heading', { name: /questions we are often asked/i });
    const items = container.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items[0]).toHaveAttribute('open');

    await user.click(items[1]!.querySelector('summary')!);
    expect(items[1]).toHaveAttribute('open');
    for (const item of items) expect(item).toHaveAttribute('name', 'home-faq');
  });
});
