import { ExternalLink, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from './button';

export type ActionLinkVariant = 'primary' | 'secondary';

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
      className={buttonClassName({ variant, size: 'md', className: `text-sm ${className}` })}
    >
      <Icon className="size-4 shrink-0" />
      {children}
      <ExternalLink className="size-3.5 shrink-0 opacity-80" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
