import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from '../config/app-config';
import { StateGuides } from './state-guides';

describe('StateGuides', () => {
  let folder: string;
  let guides: StateGuides;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'state-guides-'));
    await writeFile(
      join(folder, 'texas.md'),
      '---\nstate: Texas\nphrase: big sky and bigger closets\n---\n\n## Why Shop Consignment in Texas\n\nBoots <script>alert(1)</script> and **more**.\n',
    );
    await writeFile(
      join(folder, 'fallback.md'),
      "---\nstate: '{state}'\nphrase: wherever you are in {state}\n---\n\n## Why Shop Consignment in {state}\n\nShops across {state}.\n",
    );
    guides = new StateGuides(loadAppConfig({ STATE_GUIDES_DIR: folder }));
    await guides.onModuleInit();
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("renders a state's own guide from Markdown, with its phrase", () => {
    const guide = guides.forState('texas', 'Texas');
    expect(guide.phrase).toBe('big sky and bigger closets');
    expect(guide.html).toContain('<h3>Why Shop Consignment in Texas</h3>');
    expect(guide.html).toContain('<strong>more</strong>');
  });

  it('shows raw HTML in a guide as text', () => {
    expect(guides.forState('texas', 'Texas').html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('gives any other state the generic guide with its name', () => {
    const guide = guides.forState('atlantis', 'Atlantis & Co');
    expect(guide.phrase).toBe('wherever you are in Atlantis & Co');
    expect(guide.html).toContain('<h3>Why Shop Consignment in Atlantis &amp; Co</h3>');
    expect(guide.html).not.toContain('{state}');
  });
});
