import { storeOfPicture, storePicture, type PicturedStore } from './store-picture.contract';

const store = {
  slug: 'koch-designer-exchange-dallas',
  citySlug: 'dallas',
  stateSlug: 'texas',
  businessName: 'Koch Designer Exchange',
  city: 'Dallas',
  stateAbbreviation: 'TX',
  photo: null,
  sellFurniture: true,
  sellClothes: true,
  sellAntiques: true,
  sellJewelry: false,
  sellBooks: false,
  sellGiftItems: false,
  sellPremiumBrand: true,
  sellMerchandise: false,
} satisfies PicturedStore;

describe("a store's picture", () => {
  it('is its photo where it has one', () => {
    expect(storePicture({ ...store, photo: 'https://photos.example.com/koch.jpg' })).toEqual({
      src: 'https://photos.example.com/koch.jpg',
      alt: 'Koch Designer Exchange storefront',
      drawn: false,
    });
  });

  it('is drawn otherwise, at two widths, described by its name, place and up to three products', () => {
    expect(storePicture(store)).toEqual({
      src: '/store-pictures/texas/dallas/koch-designer-exchange-dallas-480.png',
      srcSet:
        '/store-pictures/texas/dallas/koch-designer-exchange-dallas-480.png 480w, /store-pictures/texas/dallas/koch-designer-exchange-dallas-960.png 960w',
      alt: 'Illustration: Koch Designer Exchange, Dallas, TX, selling furniture, clothing and antiques',
      drawn: true,
    });
    const sellsNothing = { ...store, sellFurniture: false, sellClothes: false, sellAntiques: false, sellPremiumBrand: false };
    expect(storePicture(sellsNothing).alt).toBe('Illustration: Koch Designer Exchange, Dallas, TX');
  });

  it('is found again from its address, and only from the widths drawn', () => {
    expect(storeOfPicture('texas/dallas/koch-designer-exchange-dallas-960.png')).toEqual({
      segments: ['texas', 'dallas', 'koch-designer-exchange-dallas'],
      width: 960,
    });
    expect(storeOfPicture('texas/dallas/koch-designer-exchange-dallas-500.png')).toBeNull();
    expect(storeOfPicture('texas/dallas-480.png')).toBeNull();
    expect(storeOfPicture('texas/dallas/koch-480.jpg')).toBeNull();
  });
});
