// Draws the installable app's PNG icons (packages/web/public/icons/) from their SVGs in the
// system's Chromium: `node packages/e2e/scripts/appIcons.mjs` after changing an SVG.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ICONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'public', 'icons');
const OUTPUTS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [source, output, size] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = await readFile(join(ICONS, source), 'utf8');
    await page.setContent(
      `<body style="margin:0"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    await page.screenshot({ path: join(ICONS, output), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
