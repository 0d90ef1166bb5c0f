import type { ComponentProps } from 'react';

/**
 * - `primary`: orange-800 with white text (the main action);
 * - `secondary`: white with a grey border, orange on hover;
 * - `outline`: an orange border and orange text, filled orange on hover;
 * - `muted`: greyed out, for an action not there yet ('Coming Soon');
 * - `ghost`: no background until hovered (the menu's icon button).
 * Primary and secondary buttons carry a small shadow. A busy one (`disabled`, or `aria-disabled` to
 * keep it focusable) fades and shows the wait cursor.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'muted' | 'ghost';

/**
 * Height, padding and corners:
 * - `xs`: 36 px high, for tight spots (the map's popups and notices);
 * - `sm`: 40 px (px-4 py-2);
 * - `md`: at least 44 px, narrower (px-4);
 * - `lg`: at least 44 px (px-5), the default;
 * - `xl`: at least 48 px (px-5 py-3);
 * - `icon`: a 44 px square.
 */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'icon';

const BASE = 'inline-flex items-center justify-center gap-2 font-semibold';

const BUSY = 'disabled:cursor-wait disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `bg-orange-800 text-white shadow-sm hover:bg-orange-900 ${BUSY} aria-disabled:hover:bg-orange-800`,
  secondary: `border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-orange-800 hover:text-orange-900 ${BUSY}`,
  outline: 'border border-orange-800 text-orange-800 hover:bg-orange-800 hover:text-white',
  muted: 'cursor-not-allowed border border-stone-300 bg-stone-100 text-stone-600',
  ghost: 'text-stone-800 hover:bg-stone-100',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'min-h-9 rounded-md px-3',
  sm: 'rounded-lg px-4 py-2',
  md: 'min-h-11 rounded-lg px-4 py-2.5',
  lg: 'min-h-11 rounded-lg px-5 py-2.5',
  xl: 'min-h-12 rounded-lg px-5 py-3',
  icon: 'size-11 rounded-md',
};

/**
 * The kinds of class a caller's `className` replaces rather than adds to: two classes of one kind
 * (`px-5 px-6`) would not override each other by their order, but by their order in the style sheet.
 */
const REPLACEABLE_KINDS = ['gap', 'px', 'py', 'h', 'min-h', 'rounded', 'shadow'] as const;

/** A class's kind, for an unconditional class (no `sm:`, `hover:`) of one of the replaceable kinds. */
function replaceableKind(token: string): string | undefined {
  if (token.includes(':')) return undefined;
  return REPLACEABLE_KINDS.find((kind) => token === kind || token.startsWith(`${kind}-`));
}

export interface ButtonStyle {
  /** `primary` unless given. */
  variant?: ButtonVariant;
  /** `lg` unless given. */
  size?: ButtonSize;
  /**
   * Classes added to the button's own: margins, widths, text size, responsive display. A gap,
   * horizontal or vertical padding, height, minimum height, corners or shadow given here replaces
   * the button's own (`shadow-none`: no shadow; `h-11 py-0`: exactly 44 px high).
   */
  className?: string;
}

/** The classes of a button, for whatever should look like one: `<Link className={buttonClassName({ variant: 'secondary' })}>`. */
export function buttonClassName({ variant = 'primary', size = 'lg', className = '' }: ButtonStyle = {}): string {
  const extra = className.split(/\s+/).filter(Boolean);
  const replaced = new Set(extra.map(replaceableKind).filter((kind) => kind !== undefined));
  const own = `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`.split(' ').filter((token) => {
    const kind = replaceableKind(token);
    return kind === undefined || !replaced.has(kind);
  });
  return [...own, ...extra].join(' ');
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyle;

/** A `<button>` in the site's look; `type` is 'button' unless given. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
