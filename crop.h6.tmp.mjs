import { chromium } from 'playwright-core';
// usage: crop.mjs file.png y height out.png [x width]
const [file, y, h, out, x = '0', w] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto('file://' + file);
const dims = await page.evaluate(() => { const i = document.querySelector('img'); return [i.naturalWidth, i.naturalHeight]; });
await page.setViewportSize({ width: dims[0], height: Math.min(dims[1], 16000) });
await page.evaluate(() => { document.body.style.margin = '0'; });
await page.screenshot({ path: out, clip: { x: Number(x), y: Number(y), width: Number(w ?? dims[0]), height: Number(h) } });
await browser.close();
