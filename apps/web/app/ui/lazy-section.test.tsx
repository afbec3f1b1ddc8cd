import { useId, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateWhenReached, hydrateWhenUsed, type WhenUsedOptions } from './hydrate-when-used';
import { hydrateWhenNear } from './lazy-section';

// An IntersectionObserver the test drives: `reveal()` tells every observer its target is near.
let observers: {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    observers = observers.filter((o) => o !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const tellNear = () =>
  observers.forEach((o) =>
    o.callback(
      o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      o as unknown as IntersectionObserver,
    ),
  );
const reveal = () => act(tellNear);

const original = window.IntersectionObserver;
beforeEach(() => {
  observers = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = original;
});

/** `markup` as prerendering left it in a page (inside the island's wrapper), in a new container. */
function prerenderedContainer(markup: ReactElement) {
  function Server() {
    return <div data-island={useId()}>{markup}</div>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Server />);
  document.body.append(container);
  return container;
}

/** A pointer event (`pointerover`, `pointerdown`, `pointerup`) on `target`. */
const pointer = (target: Element, type: string) =>
  act(async () => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true }));
  });

/** An island's code that arrives only when `arrive()` is called. */
function heldLoad(live: () => ReactElement) {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: () => ReactElement }>(
        (resolve) => (arrive = () => resolve({ default: live })),
      ),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

describe('hydrateWhenNear', () => {
  it('after a client-side navigation, shows a placeholder and loads the section when near', async () => {
    const load = vi.fn(async () => ({ default: () => <h2>Our offerings</h2> }));
    const Island = hydrateWhenNear(load, 'min-h-[30rem]');
    const { container } = render(<Island />);

    expect(container.querySelector('.min-h-\\[30rem\\]')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await reveal();
    expect(await screen.findByRole('heading', { name: 'Our offerings' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the prerendered HTML on hydration and takes over when near, without mismatches', async () => {
    // What prerendering produced: the island's wrapper (same id) around the section's markup.
    function Prerendered() {
      return (
        <div data-island={useId()}>
          <section>
            <h2>Medals</h2>
          </section>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Prerendered />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const load = vi.fn(async () => ({
      default: () => (
        <section data-live>
          <h2>Medals</h2>
        </section>
      ),
    }));
    const Island = hydrateWhenNear(load, 'min-h-[30rem]');
    const { unmount } = render(<Island />, { container, hydrate: true });

    expect(container.querySelector('h2')).toHaveTextContent('Medals');
    expect(container.querySelector('.min-h-\\[30rem\\]')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    expect(container.querySelector('[data-live]')).not.toBeInTheDocument();

    // Near: the live section comes once its code and the field-carrying code (carry-fields) are
    // loaded, all within one act.
    await act(async () => {
      tellNear();
      await import('./carry-fields');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('h2')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();

    errors.mockRestore();
    unmount();
  });

  it('holds a form sent before its code arrived and sends it from the live form', async () => {
    // The footer's sign-up form as prerendered: sent (Enter, or its button) before it is live.
    function SignUp({ onSubmit }: { onSubmit?: (email: string) => void }) {
      return (
        <form
          data-live={onSubmit ? '' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.(String(new FormData(event.currentTarget).get('email')));
          }}
        >
          <input name="email" aria-label="E-mail address" />
          <button type="submit">Subscribe</button>
        </form>
      );
    }
    const container = prerenderedContainer(<SignUp />);
    const sent = vi.fn();
    const { load, arrive } = heldLoad(() => <SignUp onSubmit={sent} />);
    const Island = hydrateWhenNear(load, 'min-h-[7rem]');
    const { unmount } = render(<Island />, { container, hydrate: true });
    await reveal();
    container.querySelector('input')!.value = 'reader@example.org';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(submit);
    });
    // Not the browser's own submission, a page load.
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();
    await arrive();
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith('reader@example.org');
    unmount();
  });

  it("never shows another page's HTML: new props before the code is here load it at once", async () => {
    // /course-1 prerendered; a client-side move to /course-2 keeps the route, not the page.
    function Server() {
      return (
        <div data-island={useId()}>
          <h2>Course 1</h2>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Server />);
    document.body.append(container);
    const load = vi.fn(async () => ({
      default: ({ title }: { title: string }) => <h2>{title}</h2>,
    }));
    const Island = hydrateWhenNear<{ title: string }>(load, 'min-h-[30rem]');
    const { rerender, unmount } = render(<Island title="Course 1" />, { container, hydrate: true });
    expect(load).not.toHaveBeenCalled();

    rerender(<Island title="Course 2" />);
    // No observer is needed: the wrong page's HTML gives way to the placeholder, then the live one.
    expect(container).not.toHaveTextContent('Course 1');
    expect(await screen.findByRole('heading', { name: 'Course 2' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });
});

describe('hydrateWhenUsed', () => {
  // The start form as prerendered: a field, a choice, a disclosure and a submit button.
  function Form({ onSubmit }: { onSubmit?: (data: FormData) => void }) {
    return (
      <form
        data-live={onSubmit ? '' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(new FormData(event.currentTarget));
        }}
      >
        <input name="organisation" aria-label="Organisation" />
        <select name="size" aria-label="Size" defaultValue="">
          <option value="">Choose</option>
          <option value="micro">Micro</option>
        </select>
        <details>
          <summary>More</summary>
          <input name="previousId" aria-label="Previous" />
        </details>
        <button type="submit">Start</button>
      </form>
    );
  }

  async function prerendered(onSubmit: (data: FormData) => void, options?: WhenUsedOptions) {
    const container = prerenderedContainer(<Form />);
    const load = vi.fn(async () => ({ default: () => <Form onSubmit={onSubmit} /> }));
    const Island = hydrateWhenUsed(load, 'min-h-[30rem]', options);
    const view = render(<Island />, { container, hydrate: true });
    return { load, ...view };
  }

  it('loads on first use and keeps what was typed, chosen and opened', async () => {
    const { container, load, unmount } = await prerendered(() => {});
    await reveal();
    expect(load).not.toHaveBeenCalled();

    const field = container.querySelector<HTMLInputElement>('input[name="organisation"]')!;
    field.value = 'Northwind';
    container.querySelector<HTMLSelectElement>('select')!.value = 'micro';
    container.querySelector('details')!.open = true;
    await act(async () => {
      field.focus();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});

    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Organisation' })).toHaveValue('Northwind');
    expect(screen.getByRole('textbox', { name: 'Organisation' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('micro');
    expect(container.querySelector('details')!.open).toBe(true);
    unmount();
  });

  it('holds a submit made before the code arrived and sends it from the live form', async () => {
    const sent = vi.fn();
    const { container, unmount } = await prerendered((data) => sent(data.get('organisation')));
    container.querySelector<HTMLInputElement>('input[name="organisation"]')!.value = 'Fabrikam';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(submit);
    });
    await act(async () => {});
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toHaveBeenCalledWith('Fabrikam');
    unmount();
  });

  it('loads unused when `atOnce` holds (what only the live section can show)', async () => {
    const { container, load, unmount } = await prerendered(() => {}, { atOnce: () => true });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    unmount();
  });

  it('after a client-side navigation, loads at once', async () => {
    const load = vi.fn(async () => ({ default: () => <h2>Start</h2> }));
    const Island = hydrateWhenUsed(load, 'min-h-[30rem]');
    render(<Island />);
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  // A language switch as prerendered: one of the router's links (data-discover marks those).
  async function prerenderedLink(load: () => Promise<{ default: () => ReactElement }>) {
    function Server() {
      return (
        <div data-island={useId()}>
          <a href="/cy/page" data-discover="true">
            Cymraeg
          </a>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Server />);
    document.body.append(container);
    const Island = hydrateWhenUsed(load, 'min-h-[30rem]');
    return render(<Island />, { container, hydrate: true });
  }

  it('holds a click on a router link until the code is here, then follows it as the router would', async () => {
    const followed = vi.fn();
    const load = vi.fn(async () => ({
      default: () => (
        <a
          href="/cy/page"
          data-discover="true"
          onClick={(event) => {
            event.preventDefault();
            followed();
          }}
        >
          Cymraeg
        </a>
      ),
    }));
    const { container, unmount } = await prerenderedLink(load);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      container.querySelector('a')!.dispatchEvent(click);
    });
    await act(async () => {});
    // Not a page load (which would lose what the page holds), but the live link's own click.
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('follows the held link as a plain link when the code cannot load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: window.location.origin, assign });
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { container, unmount } = await prerenderedLink(load);
    await act(async () => {
      container
        .querySelector('a')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    await act(async () => {});
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/cy\/page$/));
    vi.unstubAllGlobals();
    unmount();
  });

  // A menu as the desktop navigation draws it: opens on hover and with its toggle button.
  function Menu({ live }: { live?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <ul data-live={live ? '' : undefined}>
        <li onMouseEnter={() => setOpen(true)}>
          <a href="/software">Software</a>
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
            Software menu
          </button>
        </li>
      </ul>
    );
  }

  async function prerenderedMenu() {
    const container = prerenderedContainer(<Menu />);
    const { load, arrive } = heldLoad(() => <Menu live />);
    const Island = hydrateWhenUsed(load, 'hidden', { replayHover: true });
    const view = render(<Island />, { container, hydrate: true });
    return { load, arrive, ...view };
  }

  it('opens the menu the pointer entered before the code arrived', async () => {
    const { container, arrive, unmount } = await prerenderedMenu();
    await pointer(container.querySelector('a')!, 'pointerover');
    await arrive();
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Software menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    unmount();
  });

  it('presses again a button pressed before the code arrived', async () => {
    const { container, arrive, unmount } = await prerenderedMenu();
    const toggle = container.querySelector('button')!;
    await act(async () => {
      toggle.focus();
      toggle.click();
    });
    await arrive();
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    const live = screen.getByRole('button', { name: 'Software menu' });
    expect(live).toHaveAttribute('aria-expanded', 'true');
    expect(live).toHaveFocus();
    unmount();
  });

  it('finishes on the live section a press the code arrived in the middle of', async () => {
    const { container, arrive, unmount } = await prerenderedMenu();
    await pointer(container.querySelector('button')!, 'pointerdown');
    // The live section replaces the button under the pointer, so the browser's own click is lost.
    await arrive();
    const live = screen.getByRole('button', { name: 'Software menu' });
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    expect(live).toHaveAttribute('aria-expanded', 'false');
    await pointer(live, 'pointerup');
    expect(live).toHaveAttribute('aria-expanded', 'true');
    unmount();
  });

  it('does not press a button the pointer slid off before coming up', async () => {
    const { container, arrive, unmount } = await prerenderedMenu();
    await pointer(container.querySelector('button')!, 'pointerdown');
    await arrive();
    await pointer(document.body, 'pointerup');
    expect(screen.getByRole('button', { name: 'Software menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();
  });
});

describe('hydrateWhenReached', () => {
  function Section({ live }: { live?: boolean }) {
    return (
      <section data-live={live ? '' : undefined}>
        <h2>Medals</h2>
        <button type="button">Compare</button>
      </section>
    );
  }
  function prerendered() {
    const container = prerenderedContainer(<Section />);
    const load = vi.fn(async () => ({ default: () => <Section live /> }));
    const Island = hydrateWhenReached(load, 'min-h-[30rem]');
    return { load, ...render(<Island />, { container, hydrate: true }) };
  }
  const scroll = () => act(async () => void window.dispatchEvent(new Event('scroll')));

  it('does not load in the first screen until the visitor scrolls and it is near', async () => {
    const { container, load, unmount } = prerendered();
    expect(observers).toHaveLength(0); // nothing watched before a scroll
    await reveal();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h2')).toHaveTextContent('Medals');

    await scroll();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('600px 0px');
    expect(load).not.toHaveBeenCalled(); // scrolled, not yet near
    // Near: the live section comes once its code and the field-carrying code (carry-fields) are
    // loaded, all within one act.
    await act(async () => {
      tellNear();
      await import('./carry-fields');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('loads on first use before any scroll, and only once', async () => {
    const { container, load, unmount } = prerendered();
    const button = container.querySelector('button')!;
    await pointer(button, 'pointerover');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    await scroll();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('stops listening for the scroll once gone', async () => {
    const { load, unmount } = prerendered();
    unmount();
    await scroll();
    expect(observers).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('after a client-side navigation, loads at once', async () => {
    const load = vi.fn(async () => ({ default: () => <Section live /> }));
    const Island = hydrateWhenReached(load, 'min-h-[30rem]');
    const { container, unmount } = render(<Island />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
    unmount();
  });
});
