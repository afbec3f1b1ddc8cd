import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
await ctx.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
const page = await ctx.newPage();
for (const p of (process.argv[2] ?? '/pricing,/award,/books,/academy,/').split(',')) {
  await page.goto('http://127.0.0.1:3461' + p, { waitUntil: 'networkidle' });
  const h = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < h; y += 700) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(50); }
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const b = el.getBoundingClientRect();
      if (b.right > document.documentElement.clientWidth + 0.5 && b.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${b.right.toFixed(1)}`);
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 8) };
  });
  console.log(p, JSON.stringify(r, null, 1));
}
await browser.close();
