// Draws the app icons (the three game symbols on the dark background) with the system Chromium and
// writes them to public/icons. Run once after changing the design: `npx tsx apps/web/scripts/generate-icons.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

/** `inset` is the share of the canvas kept free around the marks (maskable icons need a safe zone). */
function iconHtml(size: number, inset: number, rounded: boolean) {
  const mark = size * (1 - inset * 2);
  return `<!doctype html><html><body style="margin:0;background:transparent">
  <div style="width:${size}px;height:${size}px;background:#0b0b0f;border-radius:${rounded ? size * 0.18 : 0}px;
    display:flex;align-items:center;justify-content:center">
    <svg width="${mark}" height="${mark}" viewBox="0 0 120 120" fill="none" stroke-width="7" stroke-linejoin="round">
      <circle cx="22" cy="44" r="16" stroke="#ed1b76"/>
      <path d="M60 27 L79 60 L41 60 Z" stroke="#249f9c"/>
      <rect x="84" y="28" width="32" height="32" stroke="#ed1b76"/>
      <text x="60" y="100" fill="#f4f4f6" font-family="Impact, 'Arial Narrow', sans-serif" font-size="30"
        text-anchor="middle" letter-spacing="2">456</text>
    </svg>
  </div></body></html>`;
}

const icons = [
  { file: 'icons/icon-192.png', size: 192, inset: 0.08, rounded: true },
  { file: 'icons/icon-512.png', size: 512, inset: 0.08, rounded: true },
  { file: 'icons/icon-maskable-512.png', size: 512, inset: 0.2, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.12, rounded: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(iconHtml(icon.size, icon.inset, icon.rounded));
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote ${icon.file}`);
  }
} finally {
  await browser.close();
}
