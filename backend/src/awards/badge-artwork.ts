import { join, dirname } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { awardTitle } from '../contracts/awards.contract';

/** The badge's font travels with the app (the dejavu-fonts-ttf package), so no system font is needed. */
const FONT_FILE = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans-Bold.ttf');

/**
 * The 'Best Consignment Store {year}' badge, drawn for this site: a rosette in the site's orange
 * with a ribbon, the year large in the middle. Square, 200 units; it scales to any size.
 */
export function badgeSvg(year: number): string {
  const points = Array.from({ length: 24 }, (_, index) => {
    const angle = (index * Math.PI) / 12;
    const radius = index % 2 === 0 ? 98 : 88;
    return `${(100 + radius * Math.sin(angle)).toFixed(2)},${(100 - radius * Math.cos(angle)).toFixed(2)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${awardTitle(year)}">
  <title>${awardTitle(year)}</title>
  <polygon points="${points}" fill="#9a3412"/>
  <circle cx="100" cy="100" r="80" fill="#fff7ed" stroke="#c2410c" stroke-width="4"/>
  <circle cx="100" cy="100" r="71" fill="none" stroke="#fdba74" stroke-width="1.5" stroke-dasharray="3 3"/>
  <text x="100" y="66" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="#7c2d12" letter-spacing="3">BEST</text>
  <polygon points="4,86 30,86 24,100 30,114 4,114 12,100" fill="#7c2d12"/>
  <polygon points="196,86 170,86 176,100 170,114 196,114 188,100" fill="#7c2d12"/>
  <rect x="22" y="84" width="156" height="32" rx="3" fill="#c2410c"/>
  <text x="100" y="105" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="12.5" fill="#ffffff" letter-spacing="0.5">CONSIGNMENT STORE</text>
  <text x="100" y="152" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#7c2d12">${year}</text>
  <path d="M100 160 l3 6 6.5 0.9 -4.7 4.6 1.1 6.5 -5.9 -3.1 -5.9 3.1 1.1 -6.5 -4.7 -4.6 6.5 -0.9z" fill="#f59e0b"/>
</svg>
`;
}

/** The badge as a PNG of `pixels` x `pixels`. */
export function badgePng(year: number, pixels: number): Buffer {
  const image = new Resvg(badgeSvg(year), {
    fitTo: { mode: 'width', value: pixels },
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return Buffer.from(image.asPng());
}
