import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import matter from 'gray-matter';
import { loadAppConfig } from '../config/app-config';
import { StateGuides } from './state-guides';
import { US_STATES } from './us-states';

/** The committed guides in frontend/src/content/states, as the site serves them. */
const config = loadAppConfig({});
const HEADINGS = (name: string) => [
  `Why Shop Consignment in ${name}`,
  "Consignment Store Types You'll Find",
  `How Consigning Works in ${name}`,
  'Tips for Shoppers and Consignors',
];

async function readGuide(slug: string) {
  const { data, content } = matter(await readFile(join(config.stateGuidesDirectory, `${slug}.md`), 'utf8'));
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block.length > 0 && !block.startsWith('#'));
  return { data, content, words: content.split(/\s+/).filter(Boolean).length, paragraphs };
}

describe('the state guides', () => {
  it.each(US_STATES.map((state) => [state.slug, state.name]))('%s has its own guide of 600 to 1,000 words', async (slug, name) => {
    const guide = await readGuide(slug);
    expect(guide.data.state).toBe(name);
    expect(typeof guide.data.phrase).toBe('string');
    expect(guide.words).toBeGreaterThanOrEqual(600);
    expect(guide.words).toBeLessThanOrEqual(1000);
    const headings = [...guide.content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
    expect(headings).toEqual(HEADINGS(name));
  });

  it('shares no paragraph between two guides', async () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const state of US_STATES) {
      for (const paragraph of (await readGuide(state.slug)).paragraphs) {
        const earlier = seen.get(paragraph);
        if (earlier) repeated.push(`${state.slug} repeats ${earlier}: "${paragraph.slice(0, 60)}..."`);
        seen.set(paragraph, state.slug);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('gives an unknown slug the generic guide with the name filled in', async () => {
    const guides = new StateGuides(config);
    await guides.onModuleInit();
    const fallback = guides.forState('puerto-rico', 'Puerto Rico');
    expect(fallback.html).toContain('Puerto Rico');
    expect(fallback.html).not.toContain('{state}');
    expect(guides.forState('texas', 'Texas').html).not.toBe(guides.forState('ohio', 'Ohio').html);
  });
});
