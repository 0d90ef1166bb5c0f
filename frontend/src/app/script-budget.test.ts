/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript each kind of page brings on its first load, gzipped, from the build's manifest
 * (`npm run build` first; `npm test` builds before its unit tests): the entry and what it imports,
 * then the page's screen (a chunk of its own, loaded as the page hydrates) and what that imports.
 * Bytes, not timings: a change that adds script to a page fails here, naming the page and its bytes.
 * The limits are the pages' sizes as measured with Lighthouse on phones (docs/performance.md, 'Phones'),
 * with about 3% to spare: a page that needs more says why in the change that raises its limit.
 */
const PAGE_BUDGETS_KB: Record<string, { screen: string | null; kilobytes: number }> = {
  home: { screen: null, kilobytes: 150 },
  state: { screen: 'src/routes/state-route.tsx', kilobytes: 157 },
  city: { screen: 'src/routes/city-route.tsx', kilobytes: 157 },
  store: { screen: 'src/routes/store-route.tsx', kilobytes: 171 },
  'search results': { screen: 'src/routes/search-route.tsx', kilobytes: 157 },
  items: { screen: 'src/routes/items-route.tsx', kilobytes: 157 },
  map: { screen: 'src/routes/map-route.tsx', kilobytes: 152 },
  awards: { screen: 'src/routes/awards-route.tsx', kilobytes: 153 },
  'tools hub': { screen: 'src/routes/tools-route.tsx', kilobytes: 153 },
  'profit calculator': { screen: 'src/routes/profit-calculator-route.tsx', kilobytes: 153 },
  'inventory tracker': { screen: 'src/routes/inventory-tracker-route.tsx', kilobytes: 154 },
  'price comparison': { screen: 'src/routes/price-comparison-route.tsx', kilobytes: 158 },
  about: { screen: 'src/routes/about-route.tsx', kilobytes: 152 },
  'HTML sitemap': { screen: 'src/routes/sitemap-route.tsx', kilobytes: 153 },
  contact: { screen: 'src/routes/contact-route.tsx', kilobytes: 151 },
  privacy: { screen: 'src/routes/privacy-policy-route.tsx', kilobytes: 152 },
  terms: { screen: 'src/routes/terms-of-service-route.tsx', kilobytes: 152 },
  'suggest a store': { screen: 'src/routes/suggest-store-route.tsx', kilobytes: 157 },
  'claim a listing': { screen: 'src/routes/claim-listing-route.tsx', kilobytes: 156 },
  'claim confirmed': { screen: 'src/routes/claim-confirm-route.tsx', kilobytes: 154 },
  // The owner's area holds the items' feed, file check and preview table (about 6 KB), for signed-in owners only.
  owner: { screen: 'src/routes/owner-route.tsx', kilobytes: 172 },
  admin: { screen: 'src/routes/admin-route.tsx', kilobytes: 172 },
};

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const DIST = join(__dirname, '../../dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

function readManifest(): Record<string, ManifestChunk> {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk's file and those it imports, at once (not those it imports later, on demand). */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The manifest's key for a screen: its source file, or (a screen merged with a small piece it shares,
 * as the build's `experimentalMinChunkSize` does) the chunk named after it.
 */
function screenKey(manifest: Record<string, ManifestChunk>, screen: string): string {
  if (manifest[screen]) return screen;
  const name = screen.replace(/^.*\//, '').replace(/\.tsx$/, '');
  return Object.keys(manifest).find((key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === name) ?? screen;
}

/** Each screen the app loads as a chunk of its own, by its source file. */
const screensOf = (manifest: Record<string, ManifestChunk>) =>
  Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && (key.startsWith('src/routes/') || chunk.name?.endsWith('-route')))
    .map(([key, chunk]) => (key.startsWith('src/') ? key : `src/routes/${chunk.name}.tsx`));

const gzippedBytes = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);

describe('the JavaScript a page brings on its first load', () => {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

  it('has a limit for every screen the app loads as its own chunk', () => {
    const budgeted = Object.values(PAGE_BUDGETS_KB).map((page) => page.screen);
    expect(screensOf(manifest).filter((screen) => !budgeted.includes(screen))).toEqual([]);
  });

  it.each(Object.entries(PAGE_BUDGETS_KB))('%s: within its limit', (page, { screen, kilobytes }) => {
    const files = closure(manifest, entry);
    if (screen) closure(manifest, screenKey(manifest, screen), files);
    const bytes = gzippedBytes(files);
    const within = bytes <= kilobytes * 1024;
    if (!within) throw new Error(`${page}: ${bytes.toLocaleString('en-US')} bytes of JavaScript gzipped, over its ${kilobytes} KB`);
    expect(within).toBe(true);
  });
});
