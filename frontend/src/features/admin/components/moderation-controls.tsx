import { ExternalLink, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { formatWhen, safeWebsite } from './moderation-format';
import { primaryButtonClass, secondaryButtonClass, Spinner } from './admin-ui';
import { linkClass } from './moderation-screen';

interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** The visible word ('Approve'); the button's name adds what it acts on ('Approve Blue Door Resale'). */
  label: string;
  itemName: string;
  icon: LucideIcon;
  /** Shown instead of `label` while the server works ('Approving…'); the button stays focusable. */
  busyLabel?: string;
  busy?: boolean;
  /** Another action of the item is running: this one waits (focusable, `aria-disabled`). */
  blocked?: boolean;
  primary?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** An item's action: an icon, a word, and the item's name for screen readers. */
export function ActionButton({
  label,
  itemName,
  icon: Icon,
  busyLabel,
  busy = false,
  blocked = false,
  primary = false,
  onClick,
  ref,
  ...props
}: ActionButtonProps) {
  const unavailable = busy || blocked;
  return (
    <button
      ref={ref}
      type="button"
      {...props}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (!unavailable) onClick?.(event);
      }}
      className={primary ? primaryButtonClass : secondaryButtonClass}
    >
      {busy ? <Spinner className="size-4" /> : <Icon className="size-4 shrink-0" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : label}
      <span className="sr-only"> {itemName}</span>
    </button>
  );
}

/** An action's failure under the item's buttons (the API's message); empty and without room otherwise. */
export function ItemFailure({ text }: { text: string | null }) {
  return (
    <p role="alert" className="mt-3 font-medium break-words text-red-800 empty:mt-0">
      {text}
    </p>
  );
}

/** A moment, readable, its exact value kept. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatWhen(iso)}</time>;
}

/** A website, as a link in a new tab when it is one (http or https); as text otherwise; 'None' when absent. */
export function WebsiteLink({ website }: { website: string | null }) {
  if (!website) return <span className="text-stone-600">None</span>;
  const href = safeWebsite(website);
  if (!href) return <>{website}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={`inline-flex items-center gap-1 ${linkClass}`}>
      <span className="min-w-0 break-all">{website}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** An e-mail address, as a link that writes to it. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`break-all ${linkClass}`}>
      {email}
    </a>
  );
}
