import { buttonClassName } from '@/components/ui/button';

/** Buttons of the admin page, styled as elsewhere on the site. Busy ones stay focusable (`aria-disabled`). */
export const primaryButtonClass = buttonClassName();

export const secondaryButtonClass = buttonClassName({ variant: 'secondary', size: 'md' });

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
