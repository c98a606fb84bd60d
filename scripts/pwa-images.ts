/**
 * Makes the PNG images of the web app manifest (public/icons, public/screenshots) without any
 * network: SVG drawn here, rendered to PNG by Debian's Chromium through playwright-core.
 *
 *   node --import tsx scripts/pwa-images.ts                 # icons, and schematic screenshots
 *   node --import tsx scripts/pwa-images.ts http://host:port  # icons, and screenshots of that running app
 *
 * The PNGs are committed; run this again when the brand or the pages change: `npm run build`, then
 * `npm run serve` (a fresh DATA_DIR gives the demo data) and this with its address, so the install
 * dialog shows the site as it is (docs/OFFLINE.md, "Installing").
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { type Browser, chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BRAND = '#1c5fb8';
const BRAND_DARK = '#0b1f3a';

/**
 * The site's mark (public/favicon.svg, the header logo): a rising line ending in an arrow, on the
 * brand blue. Drawn in a 40 x 40 box.
 */
const MARK = `
  <path d="M9 28.5 16.5 21l5 4.5L31 13" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M24.5 12.5H31.5V19.5" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="9" cy="28.5" r="3.2" fill="#ffa94d"/>`;

function iconSvg(size: number, maskable: boolean): string {
  // "any": the favicon's rounded tile on transparency. "maskable": full bleed, and the mark
  // shrunk to 64 % so it stays inside the 80 % circle every mask shape keeps.
  if (!maskable) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
      <rect width="40" height="40" rx="10" fill="${BRAND}"/>
      <path d="M40 14v16a10 10 0 0 1-10 10H14z" fill="#174f9a"/>${MARK}</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
    <rect width="40" height="40" fill="${BRAND}"/>
    <g transform="translate(7.2 7.2) scale(0.64)">${MARK}</g></svg>`;
}

function schematicSvg(width: number, height: number, label: string): string {
  const rows = Array.from({ length: 6 }, (_, i) => {
    const y = 190 + i * 110;
    return `<rect x="40" y="${y}" width="${width - 80}" height="90" rx="14" fill="#fff" stroke="#d3e2f7"/>
      <rect x="60" y="${y + 18}" width="54" height="54" rx="10" fill="#d3e2f7"/>
      <rect x="132" y="${y + 22}" width="${Math.min(360, width - 260)}" height="18" rx="6" fill="${BRAND_DARK}"/>
      <rect x="132" y="${y + 52}" width="${Math.min(220, width - 300)}" height="14" rx="6" fill="#5f6770"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#f8f9fa"/>
    <rect width="${width}" height="90" fill="${BRAND}"/>
    <text x="40" y="58" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">Sr Technologies Jobs</text>
    <text x="40" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="${BRAND_DARK}">${label}</text>
    ${rows}</svg>`;
}

async function renderSvg(browser: Browser, svg: string, width: number, height: number, path: string, transparent: boolean) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({ path, omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  await page.close();
  console.log(`wrote ${path.replace(ROOT, '')}`);
}

async function screenshotApp(browser: Browser, baseURL: string, width: number, height: number, path: string) {
  // No worker: its first install would tell the page it now works offline, a notice in the picture.
  const page = await browser.newPage({ viewport: { width, height }, serviceWorkers: 'block' });
  await page.goto(`${baseURL}/find-jobs`, { waitUntil: 'networkidle' });
  await page.screenshot({ path });
  await page.close();
  console.log(`wrote ${path.replace(ROOT, '')} from ${baseURL}/find-jobs`);
}

async function main(): Promise<void> {
  const appURL = process.argv[2];
  await mkdir(`${ROOT}public/icons`, { recursive: true });
  await mkdir(`${ROOT}public/screenshots`, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const size of [192, 512]) {
      await renderSvg(browser, iconSvg(size, false), size, size, `${ROOT}public/icons/icon-${size}.png`, true);
    }
    await renderSvg(browser, iconSvg(512, true), 512, 512, `${ROOT}public/icons/icon-maskable-512.png`, false);
    await renderSvg(browser, iconSvg(180, true), 180, 180, `${ROOT}public/icons/apple-touch-icon-180.png`, false);

    const shots = [
      { name: 'narrow', width: 540, height: 960 },
      { name: 'wide', width: 1280, height: 800 },
    ];
    for (const { name, width, height } of shots) {
      const path = `${ROOT}public/screenshots/find-jobs-${name}.png`;
      if (appURL) await screenshotApp(browser, appURL, width, height, path);
      else await renderSvg(browser, schematicSvg(width, height, 'Find Jobs'), width, height, path, false);
    }
  } finally {
    await browser.close();
  }
}

await main();
