import type { StoreSummary } from '@contracts/api.contract';

/**
 * Where a store's photo shows, and the box each place keeps for it: the intrinsic size the browser
 * reserves before the image arrives, and Tailwind aspect classes (classes, not a style attribute,
 * which the Content-Security-Policy refuses in the server's HTML), so that nothing shifts.
 */
const PHOTO_PLACES = {
  hero: { width: 1200, height: 400, aspectClassName: 'aspect-[2/1] sm:aspect-[3/1]' },
  card: { width: 224, height: 168, aspectClassName: 'aspect-[4/3]' },
  result: { width: 400, height: 225, aspectClassName: 'aspect-video' },
  gallery: { width: 400, height: 300, aspectClassName: 'aspect-[4/3]' },
} as const;

interface StorePhotoProps {
  store: Pick<StoreSummary, 'photo' | 'businessName'>;
  place: keyof typeof PHOTO_PLACES;
  /** Sizing and shape. */
  className?: string;
}

/**
 * A store's photo. A store without a photo shows none: no stand-in picture takes its place. The
 * page's first photo (the hero) loads at once; the others wait until they are near.
 */
export function StorePhoto({ store, place, className = '' }: StorePhotoProps) {
  if (!store.photo) return null;
  const { width, height, aspectClassName } = PHOTO_PLACES[place];
  return (
    <img
      src={store.photo}
      alt={`${store.businessName} storefront`}
      width={width}
      height={height}
      loading={place === 'hero' ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-stone-100 object-cover ${aspectClassName} ${className}`}
    />
  );
}
