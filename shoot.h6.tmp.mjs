import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3461';
const pages = (process.argv[2] ?? '/award,/pricing,/books,/academy').split(',');
const widths = (process.argv[3] ?? '1440,390').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
  await ctx.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // Walk down the page so islands hydrate and lazy images load.
    const h = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < h; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(60); }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(800);
    const name = p.replace(/\//g, '_') || '_home';
    await page.screenshot({ path: `/tmp/h6-shots/${name}-${w}.png`, fullPage: true });
    console.log('shot', name, w);
  }
  await ctx.close();
}
await browser.close();
