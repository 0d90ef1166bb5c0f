import { ExternalLink, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type ActionLinkVariant = 'primary' | 'secondary';

const VARIANT_CLASSES: Record<ActionLinkVariant, string> = {
  primary: 'bg-orange-800 text-white shadow-sm hover:bg-orange-900',
  secondary: 'border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-orange-800 hover:text-orange-900',
};

/**
 * A button-like link that opens another site in a new tab ('Get Directions', 'Visit Website'): its
 * icon, its label, and the arrow that says 'new tab' to the eye and '(opens in a new tab)' to
 * screen readers.
 */
export function ExternalActionLink({
  href,
  icon: Icon,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  icon: LucideIcon;
  variant?: ActionLinkVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold ${VARIANT_CLASSES[variant]} ${className}`}
    >
      <Icon className="size-4 shrink-0" />
      {children}
      <ExternalLink className="size-3.5 shrink-0 opacity-80" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
