import { describe, expect, it } from 'vitest';
import { USED_BEFORE_APP } from '../app/lib/page-markers';
import { afterFirstPaint } from './after-first-paint';

// The shape React Router 7 writes into every prerendered page (trimmed).
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/chunk-3.js"/></head><body><main>Hello</main><script type="module" async>import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/page-5.js";

  window.__reactRouterRouteModules = {"root":route0,"page":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe('the app code loads after the first paint', () => {
  const out = afterFirstPaint(page, 'test');

  it('takes the module preloads out of the HTML and has the boot script add every one back', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/chunk-3.js"]',
    );
  });

  it('imports the manifest, then the route modules, registers them, then starts the entry', () => {
    const boot = out.slice(out.indexOf('<script type="module"'));
    const order = ['manifest-1', 'root-4', 'page-5', '__reactRouterRouteModules', 'entry.client-2'];
    const positions = order.map((part) => boot.lastIndexOf(part));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(boot).toContain(
      '([route0,route1])=>{window.__reactRouterRouteModules = {"root":route0,"page":route1};',
    );
    expect(boot).toContain("getEntriesByName('first-contentful-paint')");
    expect(boot).not.toMatch(/^\s*import /m);
  });

  it('switches the deferred stylesheet on when it starts, and its media back once it has loaded', () => {
    const start = out.slice(out.indexOf('const start='), out.indexOf('for(const href'));
    expect(start).toContain("querySelectorAll('link[data-beasties-media]')");
    expect(start).toContain("removeAttribute('disabled')");
    expect(start).toContain("addEventListener('load',()=>{l.media=l.dataset.beastiesMedia");
  });

  it('refuses a page whose boot script it does not recognise, rather than break hydration', () => {
    expect(() => afterFirstPaint('<html><body><script type="module">boot()</script>', 'x')).toThrow(
      /boot script changed/,
    );
  });

  it('notes whether the visitor used the page before the app arrived', () => {
    const boot = out.slice(out.indexOf('<script type="module" async>'));
    expect(boot).toContain("for(const t of ['input','change','focusin','click'])");
    expect(boot).toContain(`window.${USED_BEFORE_APP}=true`);
  });
});
