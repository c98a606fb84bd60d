/**
 * Writes the demo images: a logo for every demo company (its jobs show the same logo) and an
 * illustration for every demo article into server/uploads/, and seven invented client wordmarks
 * into public/logos/. Run once after changing the demo companies or articles, and commit the output:
 *
 *   node --import tsx server/seed/makeImages.ts
 *
 * Plain SVG, no external images and no web fonts (system-ui), so the files are small, render the
 * same offline and need no licence. Colours and shapes come from the item's position, so a re-run
 * gives byte-identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { articleTopics, demoArticles, demoCompanies } from './demoData';
import { seededRandom } from './generate';

const UPLOADS_DIR = fileURLToPath(new URL('../uploads/', import.meta.url));
const LOGOS_DIR = fileURLToPath(new URL('../../public/logos/', import.meta.url));
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/** The seven client wordmarks of the home page strip (invented brands). */
const CLIENTS = [
  'Arunodaya Textiles',
  'Nellai Logistics',
  'Kovai MedTech',
  'Pearl Coast Foods',
  'Vedhika Retail',
  'Tamira Pharma',
  'Ponni Agro',
];

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Hex colour from HSL: SVG 1.1 renderers (and some image tools) do not understand hsl(). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Well-spread hues for consecutive items (the golden angle), so neighbours never look alike. */
function hueOf(index: number, offset = 0): number {
  return Math.round((offset + index * 137.508) % 360);
}

/** Rough rendered width of a text in a sans-serif face, to size pills and fit wordmarks. */
function textWidth(text: string, fontSize: number, bold: boolean): number {
  return text.length * fontSize * (bold ? 0.6 : 0.55);
}

const LEGAL_WORDS = new Set(['pvt', 'ltd', 'llp', 'and', '&']);

/** "Noyyal Pumps & Motors Ltd" -> "NP": the first letters of the first two significant words. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !LEGAL_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Company logos: initials on a coloured rounded square, with one of three motifs
// ---------------------------------------------------------------------------------------------

function companyLogoSvg(name: string, index: number): string {
  const hue = hueOf(index, 200);
  const from = hsl(hue, 62, 42);
  const to = hsl((hue + 28) % 360, 66, 30);
  const motifs = [
    '<circle cx="108" cy="18" r="40" fill="#fff" fill-opacity=".14"/>',
    '<path d="M-10 96 L96 -10 L138 -10 L-10 138Z" fill="#fff" fill-opacity=".1"/>',
    '<circle cx="20" cy="112" r="34" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="10"/>',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<clipPath id="c"><rect width="128" height="128" rx="28"/></clipPath>
</defs>
<g clip-path="url(#c)">
<rect width="128" height="128" fill="url(#g)"/>
${motifs[index % motifs.length]}
</g>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" letter-spacing="1" fill="#fff">${escapeXml(initialsOf(name))}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Article illustrations: 16:9 abstract shapes with a short label
// ---------------------------------------------------------------------------------------------

function articleSvg(label: string, index: number): string {
  const random = seededRandom(index + 1);
  const hue = hueOf(index, 170);
  const from = hsl(hue, 58, 34);
  const to = hsl((hue + 50) % 360, 62, 22);
  const accent = hsl((hue + 180) % 360, 80, 62);
  const round = (value: number): number => Math.round(value);

  const circles = Array.from({ length: 3 }, (_, i) => {
    const r = round(50 + random() * 110);
    const cx = round(260 + random() * 400);
    const cy = round(random() * 360);
    const fill = i === 0 ? accent : '#fff';
    const opacity = i === 0 ? 0.55 : 0.1 + random() * 0.1;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>`;
  }).join('\n');

  const tiltedX = round(380 + random() * 140);
  const tiltedY = round(60 + random() * 120);
  const angle = round(-30 + random() * 60);
  const tilted = `<rect x="${tiltedX}" y="${tiltedY}" width="150" height="96" rx="18" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6" transform="rotate(${angle} ${tiltedX + 75} ${tiltedY + 48})"/>`;

  const waveY = round(230 + random() * 50);
  const amplitude = round(20 + random() * 30);
  const wave = `<path d="M0 ${waveY} C160 ${waveY - amplitude} 320 ${waveY + amplitude} 640 ${waveY - amplitude / 2} V360 H0Z" fill="#000" fill-opacity=".18"/>`;

  const dots = Array.from({ length: 12 }, (_, i) => {
    const x = 40 + (i % 4) * 22;
    const y = 40 + Math.floor(i / 4) * 22;
    return `<circle cx="${x}" cy="${y}" r="4" fill="#fff" fill-opacity=".45"/>`;
  }).join('');

  const fontSize = 30;
  const labelWidth = round(textWidth(label, fontSize, true));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${circles}
${tilted}
${wave}
${dots}
<rect x="36" y="270" width="${labelWidth + 48}" height="56" rx="28" fill="#fff" fill-opacity=".92"/>
<text x="60" y="298" dy=".35em" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${to}" textLength="${labelWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(label)}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Client wordmarks: a small geometric mark and the brand name
// ---------------------------------------------------------------------------------------------

function clientSvg(name: string, index: number): string {
  const colour = hsl(hueOf(index, 20), 65, 40);
  const marks = [
    `<circle cx="30" cy="30" r="18" fill="${colour}"/><circle cx="30" cy="30" r="8" fill="#fff"/>`,
    `<path d="M30 10 L50 30 L30 50 L10 30Z" fill="${colour}"/>`,
    `<path d="M30 11 L50 47 H10Z" fill="${colour}"/>`,
    `<path d="M30 10 L47 20 V40 L30 50 L13 40 V20Z" fill="${colour}"/>`,
    `<path d="M12 46 C12 22 28 12 48 12 C48 36 34 46 12 46Z" fill="${colour}"/>`,
    `<rect x="12" y="12" width="36" height="36" rx="8" fill="none" stroke="${colour}" stroke-width="8"/>`,
    `<path d="M10 24 q10 -10 20 0 t20 0 M10 38 q10 -10 20 0 t20 0" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`,
  ];
  const [first = name, ...rest] = name.split(' ');
  // Same height and type size for every client; the width follows the name, as real wordmarks do.
  const fontSize = 24;
  const width = Math.round(textWidth(name, fontSize, true));
  const svgWidth = 64 + width + 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${svgWidth} 60" width="${svgWidth}" height="60" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
${marks[index % marks.length]}
<text x="64" y="30" dy=".35em" font-family="${FONT}" font-size="${fontSize}" fill="#1f2937" textLength="${width}" lengthAdjust="spacingAndGlyphs"><tspan font-weight="800">${escapeXml(first)}</tspan>${rest.length > 0 ? `<tspan font-weight="400" fill="${colour}"> ${escapeXml(rest.join(' '))}</tspan>` : ''}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------

function write(dir: string, fileName: string, svg: string): void {
  writeFileSync(`${dir}${fileName}`, svg);
  console.log(`${(Buffer.byteLength(svg) / 1024).toFixed(1).padStart(5)} KB  ${dir}${fileName}`);
}

mkdirSync(UPLOADS_DIR, { recursive: true });
mkdirSync(LOGOS_DIR, { recursive: true });

demoCompanies.forEach((company, index) => write(UPLOADS_DIR, company.image, companyLogoSvg(company.name, index)));
demoArticles.forEach((article, index) => {
  const label = articleTopics.get(article.image) ?? article.title;
  write(UPLOADS_DIR, article.image, articleSvg(label, index));
});
CLIENTS.forEach((name, index) => write(LOGOS_DIR, `client-${index + 1}.svg`, clientSvg(name, index)));
