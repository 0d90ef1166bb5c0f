import { storePicture, storePictureHeight, type PicturedStore } from '@contracts/store-picture.contract';

/**
 * Where a store's picture shows, and the box each place keeps for it: the intrinsic size the browser
 * reserves before the image arrives, Tailwind aspect classes (classes, not a style attribute, which
 * the Content-Security-Policy refuses in the server's HTML), so that nothing shifts, and how wide it
 * is drawn at each screen width (`sizes`), from which the browser picks a drawn picture's width.
 */
const PHOTO_PLACES = {
  hero: { width: 1200, height: 400, aspectClassName: 'aspect-[2/1] sm:aspect-[3/1]', sizes: '(min-width: 1024px) 66vw, 100vw' },
  card: { width: 224, height: storePictureHeight(224), aspectClassName: 'aspect-[4/3]', sizes: '(min-width: 640px) 224px, 88px' },
  result: {
    width: 400,
    height: 225,
    aspectClassName: 'aspect-[4/3] sm:aspect-video',
    sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 72px',
  },
  gallery: { width: 400, height: 300, aspectClassName: 'aspect-[4/3]', sizes: '(min-width: 640px) 50vw, 100vw' },
} as const;

interface StorePhotoProps {
  store: PicturedStore;
  place: keyof typeof PHOTO_PLACES;
  /** The first picture of a list, likely in the first screen: loaded at once, before the others. */
  first?: boolean;
  /** Sizing and shape. */
  className?: string;
  /** A photo its owner uploaded, shown in the place of the store's picture, with its own words. */
  ownerPhoto?: { url: string; alt: string };
}

/**
 * A store's picture: its owner's photo, its photo, or the one drawn from its name, city and what it sells
 * (`storePicture`), never an empty box. The page's first picture (the hero, a list's first) loads at
 * once, ahead of the page's other images (it is often the largest thing on a phone's first screen);
 * the others wait until they are near.
 */
export function StorePhoto({ store, place, first = place === 'hero', className = '', ownerPhoto }: StorePhotoProps) {
  const { width, height, aspectClassName, sizes } = PHOTO_PLACES[place];
  const picture = ownerPhoto ? { src: ownerPhoto.url, srcSet: undefined, alt: ownerPhoto.alt } : storePicture(store);
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={picture.alt}
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className={`bg-orange-100 object-cover ${aspectClassName} ${className}`}
    />
  );
}

/**
 * The words for an owner's photo, which says nothing else of itself: which of the store's photos it
 * is ('Photo 2 of Second Chance Resale'), on the store page and in its owner's editor alike.
 */
export const ownerPhotoAlt = (storeName: string, index: number) => `Photo ${index + 1} of ${storeName}`;
