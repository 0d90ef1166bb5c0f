interface StorePhotoProps {
  photo: string | null;
  businessName: string;
  /** The intrinsic size the browser reserves before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** Sizing and shape; the box keeps `width`/`height` as its aspect ratio. */
  className?: string;
  /** Hero images load at once; cards further down the page wait until they are near. */
  loading?: 'eager' | 'lazy';
  /** Tailwind aspect classes (responsive ones too) instead of the `width`/`height` ratio. */
  aspectClassName?: string;
}

/**
 * A store's photo, or a neutral storefront illustration when it has none. Either way the box has
 * fixed dimensions, so the page does not move when the image loads.
 */
export function StorePhoto({
  photo,
  businessName,
  width,
  height,
  className = '',
  loading = 'lazy',
  aspectClassName,
}: StorePhotoProps) {
  const style = aspectClassName ? undefined : { aspectRatio: `${width} / ${height}` };
  const sizing = `${aspectClassName ?? ''} ${className}`;
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
        style={style}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`No photo of ${businessName} yet`}
      className={`flex items-center justify-center bg-gradient-to-br from-stone-100 to-orange-50 text-stone-400 ${sizing}`}
      style={style}
    >
      <StorefrontIllustration />
    </div>
  );
}

function StorefrontIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-16 max-h-[45%] max-w-[45%]"
    >
      <path d="M10 26v28h44V26" />
      <path d="M6 18 12 8h40l6 10v4a6 6 0 0 1-12 0 6 6 0 0 1-12 0 6 6 0 0 1-12 0 6 6 0 0 1-12 0v-4Z" />
      <path d="M26 54V40h12v14" />
      <path d="M16 32h6v6h-6zM42 32h6v6h-6z" />
    </svg>
  );
}
