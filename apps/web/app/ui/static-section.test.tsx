import { useId, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticSection } from './static-section';

function Links() {
  return (
    <nav>
      <Link to="/about">About</Link>
      <a href="mailto:hello@example.com">E-mail us</a>
      <a href="https://example.org/">Elsewhere</a>
      <Link to="/books" target="_blank">
        Books in a new tab
      </Link>
    </nav>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The section on a page, in a router; `prerendered` puts the server's HTML there first. */
function mount(load: () => Promise<{ default: () => ReactElement }>, prerendered: boolean) {
  const Section = staticSection(load, 'min-h-[20rem]');
  const inRouter = (page: ReactElement) => (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  document.body.append(container);
  if (prerendered) {
    // What prerendering produced: the same tree, the section's markup inside its island.
    const Prerendered = () => (
      <div data-island={useId()}>
        <Links />
      </div>
    );
    const Server = () => (
      <>
        <Where />
        <div>
          <Prerendered />
        </div>
      </>
    );
    container.innerHTML = renderToString(inRouter(<Server />));
  }
  const Page = () => (
    <>
      <Where />
      <Section />
    </>
  );
  return render(inRouter(<Page />), { container, hydrate: prerendered });
}

// Each test's page leaves the document, so the next finds only its own prerendered HTML.
afterEach(() => document.body.replaceChildren());

describe('staticSection', () => {
  it('keeps the prerendered HTML and never loads the code', async () => {
    const load = vi.fn(async () => ({ default: Links }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = mount(load, true);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    unmount();
  });

  it('follows a router link in the kept HTML without loading a page', async () => {
    const { unmount } = mount(async () => ({ default: Links }), true);
    const click = fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(await screen.findByText('/about')).toBeInTheDocument();
    unmount();
  });

  it('leaves other anchors, new tabs and modified clicks to the browser', async () => {
    const { unmount } = mount(async () => ({ default: Links }), true);
    for (const name of ['E-mail us', 'Elsewhere', 'Books in a new tab']) {
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    unmount();
  });

  it('draws the section where there is no prerendered HTML', async () => {
    const load = vi.fn(async () => ({ default: Links }));
    const { unmount } = mount(load, false);
    expect(await screen.findByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('draws itself anew when its props change (another page on the same route)', async () => {
    const Title = ({ name }: { name: string }) => <h2>{name}</h2>;
    const load = vi.fn(async () => ({ default: Title }));
    const Section = staticSection<{ name: string }>(load, 'min-h-[20rem]');
    const inRouter = (name: string) => (
      <MemoryRouter>
        <Section name={name} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <MemoryRouter>
        <div onClick={() => {}}>
          <PrerenderedTitle name="Course one" />
        </div>
      </MemoryRouter>,
    );
    const view = render(inRouter('Course one'), { container, hydrate: true });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading')).toHaveTextContent('Course one');

    view.rerender(inRouter('Course two'));
    expect(await screen.findByRole('heading', { name: 'Course two' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});

function PrerenderedTitle({ name }: { name: string }) {
  return (
    <div data-island={useId()}>
      <h2>{name}</h2>
    </div>
  );
}
