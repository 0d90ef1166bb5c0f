import { ListIcon } from '@/components/ui/list-icon';

interface StorePhotoProps {
  photo: string | null;
  businessName: string;
  /** The intrinsic size the browser reserves before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** Sizing and shape. */
  className?: string;
  /** Hero images load at once; cards further down the page wait until they are near. */
  loading?: 'eager' | 'lazy';
  /**
   * Tailwind aspect classes (responsive ones too) that keep the box's shape before the image arrives:
   * classes, not a style attribute, which the Content-Security-Policy refuses in the server's HTML.
   */
  aspectClassName: string;
}

/**
 * A store's photo, or a neutral storefront illustration when it has none. Either way the box has
 * fixed dimensions, so the page does not move when the image loads.
 */
export function StorePhoto({ photo, businessName, width, height, className = '', loading = 'lazy', aspectClassName }: StorePhotoProps) {
  const sizing = `${aspectClassName} ${className}`;
  if (photo) {
    return (
      <img
        src={photo}
        alt={`${businessName} storefront`}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={`bg-stone-100 object-cover ${sizing}`}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`No photo of ${businessName} yet`}
      className={`flex items-center justify-center bg-gradient-to-br from-stone-100 to-orange-50 text-stone-400 ${sizing}`}
    >
      <ListIcon name="storefront-thin" className="size-16 max-h-[45%] max-w-[45%]" />
    </div>
  );
}
