/** Buttons of the admin page, styled as elsewhere on the site. Busy ones stay focusable (`aria-disabled`). */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-orange-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-900 aria-disabled:cursor-wait aria-disabled:opacity-70 aria-disabled:hover:bg-orange-800';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold text-stone-800 shadow-sm hover:border-orange-800 hover:text-orange-900 aria-disabled:cursor-wait aria-disabled:opacity-70';

/** A white box with a title, as the site's other cards. */
export const panelClass = 'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm';

/** The turning circle of a loading state; decorative, the text beside it says what happens. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${className}`}
    />
  );
}
