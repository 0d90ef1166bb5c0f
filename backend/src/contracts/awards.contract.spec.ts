import { badgeEmbedCode, badgeImagePath, readBadgeFileName } from './awards.contract';

const site = { url: 'https://stores.example.com', name: 'Consignment Store Finder', contactEmail: 'awards@example.com', awardYear: 2025 };

describe('the award badge contract', () => {
  it('gives the badge stable addresses, and reads them back', () => {
    expect(badgeImagePath(2025)).toBe('/badges/best-consignment-store-2025.svg');
    expect(badgeImagePath(2025, 200)).toBe('/badges/best-consignment-store-2025-200.png');
    expect(readBadgeFileName('best-consignment-store-2025.svg')).toEqual({ year: 2025, size: null });
    expect(readBadgeFileName('best-consignment-store-2025-70.png')).toEqual({ year: 2025, size: 70 });
    for (const name of [
      'best-consignment-store-2025-71.png',
      'best-consignment-store-2025.png',
      'best-consignment-store-2025-200.svg',
      'x.svg',
    ]) {
      expect(readBadgeFileName(name)).toBeNull();
    }
  });

  it('makes embed code with the chosen size, alt text and a link back, on the public address', () => {
    expect(badgeEmbedCode(site, 'medium')).toBe(
      '<a href="https://stores.example.com/" target="_blank" rel="noopener">' +
        '<img src="https://stores.example.com/badges/best-consignment-store-2025-200.png" width="200" height="200" ' +
        'alt="Best Consignment Store 2025, Consignment Store Finder"></a>',
    );
    expect(badgeEmbedCode(site, 'small')).toContain('width="150" height="150"');
    expect(badgeEmbedCode(site, 'large')).toContain('-250.png');
  });

  it('escapes a site name that carries markup', () => {
    const code = badgeEmbedCode({ ...site, name: 'Tom & "Jerry" <Resale>' }, 'medium');
    expect(code).toContain('alt="Best Consignment Store 2025, Tom &amp; &quot;Jerry&quot; &lt;Resale&gt;"');
  });
});
