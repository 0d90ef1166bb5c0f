import { pngSize } from '../../test/png-size';
import { shareCardPng, titleFontSize } from './share-card-artwork';

const site = { name: 'Consignment Store Finder', host: 'directory.test' };

describe('a share card', () => {
  it('is a PNG of 1200 × 630', async () => {
    const png = await shareCardPng({ title: 'Los Angeles Consign & Design', place: 'Los Angeles, California' }, site);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('still is one for a name far too long for three lines, and for letters beyond Latin-1', async () => {
    const png = await shareCardPng({ title: 'Łódź Żółć Consignment Emporium '.repeat(8), place: 'Señora Café, Straße' }, site);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('sets a long title smaller than a short one', () => {
    const sizes = ['About Us', 'Consignment Stores in Los Angeles, California', 'x'.repeat(100)].map(titleFontSize);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(sizes[1]).toBeGreaterThan(sizes[2]!);
  });
});
