import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SOCIAL_CARD_SIZE, socialCardPath } from '@verdantia/domain/site/public-origin';
import { sitePages } from '@verdantia/domain/site/routes';
import { site } from '@verdantia/domain/site/config';
import satori from 'satori';

/** Bump when the card's design changes: cached cards of the old design are then redrawn. */
const DESIGN_VERSION = 2;

// Satori reads TTF/OTF/WOFF, not WOFF2 (all the web font ships): a bold sans from a dev
// dependency, or the system's, is close enough for a card.
const fontCandidates = [
  'node_modules/pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card: the page's title on the brand's dark green, with the site's name and a leaf mark. */
export function cardTree(title: string): Node {
  return el(
    'div',
    {
      // Satori sizes boxes without their padding: the content box plus padding is the card.
      width: SOCIAL_CARD_SIZE.width - 160,
      height: SOCIAL_CARD_SIZE.height - 144,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      color: '#ffffff',
      backgroundColor: '#0f5349',
      backgroundImage: 'linear-gradient(135deg, #0d443d 0%, #0f5349 55%, #12836d 100%)',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el('div', { width: 56, height: 56, borderRadius: 28, backgroundColor: '#3cc0a0' }),
        el('div', { fontSize: 40, letterSpacing: 1 }, site.name),
      ]),
      el('div', { fontSize: title.length > 40 ? 64 : 76, lineHeight: 1.1, maxWidth: 1000 }, title),
      el(
        'div',
        { display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#a6ebd6' },
        [
          el('div', {}, site.tagline),
          el('div', { width: 160, height: 8, borderRadius: 4, backgroundColor: '#6fd9bd' }),
        ],
      ),
    ],
  );
}

/**
 * Writes a 1200×630 PNG per public page into the client build (`/social/<page>.png`), from the
 * page catalogue, so a page built later gets its card without anyone listing it. Cards are
 * cached by title and design version: an unchanged title costs nothing on the next build.
 */
export async function writeSocialCards(clientDir: string, cacheDir: string) {
  const fontFile = fontCandidates.find((file) => fs.existsSync(file));
  if (!fontFile)
    throw new Error(`No font for the social cards (looked for ${fontCandidates.join(', ')})`);
  const font = fs.readFileSync(fontFile);
  fs.mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  const pages = sitePages.filter((p) => p.mode === 'public' && !p.path.includes(':'));
  for (const page of pages) {
    const key = createHash('sha256')
      .update(`${DESIGN_VERSION}\0${fontFile}\0${page.title}`)
      .digest('hex');
    const cached = path.join(cacheDir, `${key.slice(0, 32)}.png`);
    if (!fs.existsSync(cached)) {
      const svg = await satori(cardTree(page.title) as never, {
        ...SOCIAL_CARD_SIZE,
        fonts: [{ name: 'Card', data: font, weight: 700, style: 'normal' }],
      });
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_CARD_SIZE.width } })
        .render()
        .asPng();
      fs.writeFileSync(cached, png);
      drawn += 1;
    }
    const target = path.join(clientDir, socialCardPath(page.path));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cached, target);
  }
  return { pages: pages.length, drawn };
}
