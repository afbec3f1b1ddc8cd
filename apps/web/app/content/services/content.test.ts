import { sitePages } from '@verdantia/domain/site/routes';
import { describe, expect, it } from 'vitest';
import type { Block, BlockType, TemplatePage } from '~/blocks/types';
import routes from '~/routes';
import { findTemplatePage, templatePages } from './index';

const catalogue = new Set(sitePages.filter((p) => !p.path.includes(':')).map((p) => p.path));

function page(path: string): TemplatePage {
  const found = findTemplatePage(path);
  if (!found) throw new Error(`no content module for ${path}`);
  return found;
}

const sizeOf = (block: Block): number =>
  'cards' in block
    ? block.cards.length
    : 'items' in block
      ? block.items.length
      : 'steps' in block
        ? block.steps.length
        : 'tabs' in block
          ? block.tabs.length
          : 0;

function blocksOf<T extends BlockType>(path: string, type: T) {
  return page(path).blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

/** The single block of `type` on the page (optionally the one whose heading matches). */
function only<T extends BlockType>(path: string, type: T, heading?: RegExp) {
  const found = blocksOf(path, type).filter(
    (b) => !heading || ('heading' in b && heading.test(b.heading ?? '')),
  );
  expect(found, `${path}: one ${type} block${heading ? ` matching ${heading}` : ''}`).toHaveLength(
    1,
  );
  return found[0]!;
}

/** Every value under `key` anywhere in `value`. */
function collect(value: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => collect(v, key, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) out.push(v);
      collect(v, key, out);
    }
  }
  return out;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

describe('template page content', () => {
  it('has modules', () => {
    expect(templatePages.length).toBeGreaterThan(30);
  });

  it('renders only at paths of the page catalogue, each path once', () => {
    const paths = templatePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(catalogue, path).toContain(path);
  });

  it('routes every content module, and only those, to the template', () => {
    type Entry = { file: string; path?: string; children?: Entry[] };
    const flat = (entries: Entry[]): Entry[] =>
      entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
    const routed = flat(routes as Entry[])
      .filter((r) => r.file === 'routes/template-page.tsx')
      .map((r) => `/${r.path}`)
      .sort();
    expect(routed).toEqual(templatePages.map((p) => p.path).sort());
  });

  it('names the spec row it implements and opens with a hero', () => {
    for (const p of templatePages) {
      expect(p.specRow.trim(), p.path).not.toBe('');
      expect(p.blocks[0]?.type, p.path).toBe('hero');
      expect(
        p.blocks.filter((b) => b.type === 'hero'),
        p.path,
      ).toHaveLength(1);
    }
  });

  it('links only to catalogue pages or the contact form', () => {
    for (const p of templatePages) {
      for (const href of collect(p.blocks, 'href')) {
        const ok = href === '/contact#contact-form' || catalogue.has(href as string);
        expect(ok, `${p.path} links to ${String(href)}`).toBe(true);
      }
    }
  });

  it('keeps tabbed panels at six tabs or fewer and slider options consistent', () => {
    for (const p of templatePages) {
      for (const block of p.blocks) {
        if (block.type === 'tabs') expect(block.tabs.length, p.path).toBeLessThanOrEqual(6);
        if (block.type === 'slider') {
          const { startIndex = 0, nextDisabledFrom } = block.slider;
          expect(startIndex, p.path).toBeLessThan(block.cards.length);
          if (nextDisabledFrom !== undefined) {
            expect(
              block.slider.loop,
              `${p.path}: nextDisabledFrom only on non-looping sliders`,
            ).toBe(false);
            expect(nextDisabledFrom, `${p.path}: the next arrow greys out at count - 3`).toBe(
              block.cards.length - 3,
            );
          }
        }
      }
    }
  });

  it('has the card counts the catalogue and slider settings state', () => {
    const programme = only('/solution/getting-started/esg-program-establishment', 'slider');
    expect(programme.cards).toHaveLength(9);
    expect(programme.slider).toMatchObject({ loop: false, nextDisabledFrom: 6 });

    expect(only('/solution/assurance/esg-due-diligence', 'slider').cards).toHaveLength(9);
    expect(only('/solution/assurance/esg-supply-chain-audits', 'slider').cards).toHaveLength(8);

    const materiality = only(
      '/solution/getting-started/materiality-assessment-&-strategy',
      'slider',
    );
    expect(materiality.cards).toHaveLength(7);
    expect(materiality.cards.every((c) => c.colour)).toBe(true);
    expect(new Set(materiality.cards.map((c) => c.colour)).size).toBe(7);
    expect(materiality.slider).toMatchObject({ loop: false, nextDisabledFrom: 4 });

    const data = only('/solution/levelling-up/esg-data-management', 'slider');
    expect(data.cards).toHaveLength(8);
    expect(data.slider).toMatchObject({ loop: true, startIndex: 1 });

    const governance = only('/solution/levelling-up/esg-governance', 'slider');
    expect(governance.cards).toHaveLength(9);
    expect(governance.slider.loop).toBe(false);

    expect(only('/solution/levelling-up/greenwashing-controls', 'cards').cards).toHaveLength(8);
    expect(only('/solution/levelling-up/esg-disclosures-&-reporting', 'cards').cards).toHaveLength(
      7,
    );

    expect(only('/service/esg-diagnostic', 'journey').steps).toHaveLength(5);
    const maturity = only('/service/esg-diagnostic', 'benefits');
    expect(maturity.items).toHaveLength(8);
    expect(maturity.numbered).toBe(true);

    expect(only('/service/internal-audit', 'slider', /transformation/i).cards).toHaveLength(9);

    const greenShield = blocksOf('/esg-software/green-shield', 'slider');
    expect(greenShield.map(sizeOf)).toEqual([6, 6]);
    expect(only('/esg-software/green-shield', 'slider', /why|reason/i).numbered).toBe(true);

    expect(only('/service/esg-compliance', 'benefits').items).toHaveLength(8);
    expect(only('/service/esg-erm-resilience', 'benefits').items).toHaveLength(7);
    expect(only('/services/esg-gap-assessment-&-benchmarking', 'benefits').items).toHaveLength(7);
    expect(only('/services/sustainability-managed-services', 'benefits').items).toHaveLength(9);

    const thirdParty = only('/services/esg-third-party-assurance', 'slider');
    expect(thirdParty.cards).toHaveLength(7);
    expect(thirdParty.slider.loop).toBe(false);

    expect(only('/parteners', 'stats').items).toHaveLength(3);
  });

  it('has five tabs on the governance and reporting page', () => {
    expect(only('/service/esg-governance', 'tabs').tabs).toHaveLength(5);
  });

  it('never repeats a passage of 60 or more characters', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const p of templatePages) {
      for (const text of strings(p.blocks)) {
        if (text.length < 60) continue;
        const where = seen.get(text);
        if (where) repeats.push(`"${text.slice(0, 50)}..." in ${where} and ${p.path}`);
        else seen.set(text, p.path);
      }
    }
    expect(repeats).toEqual([]);
  });
});
