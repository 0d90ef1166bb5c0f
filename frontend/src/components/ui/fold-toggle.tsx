import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

const VARIANTS = {
  box: 'border border-stone-300 bg-white text-sm font-semibold text-stone-800',
  heading: 'text-xs font-bold tracking-widest text-stone-600',
} as const;

/**
 * The button that opens and closes a part of a page folded on small screens (its `className` hides
 * it where that part is always shown), with how many of its choices are made, if any.
 */
export function FoldToggle({
  open,
  onToggle,
  controls,
  variant = 'box',
  className = '',
  children,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the part it opens. */
  controls: string;
  /** A box of its own, or the words of the heading it stands in. */
  variant?: 'box' | 'heading';
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-left ${VARIANTS[variant]} ${className}`}
    >
      {children}
      <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}

/** What a fold's button says of its choices: ' (2 chosen)', or nothing. */
export const chosenCount = (count: number) => (count > 0 ? ` (${count} chosen)` : '');
