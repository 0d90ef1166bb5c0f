import { pagePathOfShareImage, shareImageAlt, shareImagePath, SHARE_IMAGES_PATH } from './share-image.contract';

describe('share image addresses', () => {
  it.each([
    ['/', '/share-images/home.png'],
    ['/about', '/share-images/about.png'],
    ['/tools/profit-calculator', '/share-images/tools/profit-calculator.png'],
    ['/california/los-angeles', '/share-images/california/los-angeles.png'],
    ['/california/los-angeles/la-consign-design', '/share-images/california/los-angeles/la-consign-design.png'],
  ])('names the card of %s at %s, and reads the page back from it', (page, image) => {
    expect(shareImagePath(page)).toBe(image);
    expect(pagePathOfShareImage(image.slice(SHARE_IMAGES_PATH.length + 1))).toBe(page);
  });

  it.each(['', '.png', 'texas', 'texas.jpg', 'texas/.png', 'texas//austin.png', '../etc/passwd.png', 'a.b/c.png', '/texas.png'])(
    "reads no page from '%s'",
    (name) => expect(pagePathOfShareImage(name)).toBeNull(),
  );

  it("describes a card for og:image:alt with its place and the site's name", () => {
    const site = { name: 'Consignment Store Finder' };
    expect(shareImageAlt({ title: 'Los Angeles Consign & Design', place: 'Los Angeles, California' }, site)).toBe(
      'Los Angeles Consign & Design, Los Angeles, California — Consignment Store Finder',
    );
    expect(shareImageAlt({ title: 'About Us' }, site)).toBe('About Us — Consignment Store Finder');
  });
});
