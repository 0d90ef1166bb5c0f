import { Check, MapPin, Star, type LucideIcon, type LucideProps } from 'lucide-react';

/**
 * The icons pages repeat down their lists (every store card's map pin, review star and highlights).
 * lucide-react draws each of them once per page, in `ListIconSymbols` (in the layout), and every
 * use refers to that drawing (`ListIcon`, an SVG `<use>`). Drawn in full each time, the 350 icons
 * of a city page of 100 stores took a third of the page's render on the server and a quarter of
 * its HTML.
 */
export type ListIconName = 'map-pin' | 'check' | 'star';

const LIST_ICONS: Record<ListIconName, { icon: LucideIcon; props?: LucideProps }> = {
  'map-pin': { icon: MapPin },
  check: { icon: Check },
  star: { icon: Star, props: { fill: 'currentColor' } },
};

const symbolId = (name: string) => `list-icon-${name}`;

/** Every list icon, drawn once, out of sight (not `display: none`, which some browsers do not draw from). */
export function ListIconSymbols() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute size-0 overflow-hidden">
      {Object.entries(LIST_ICONS).map(([name, { icon: Icon, props }]) => (
        <Icon key={name} id={symbolId(name)} {...props} />
      ))}
    </svg>
  );
}

/** A list icon, decorative (its text says what it means), sized and coloured by `className`. */
export function ListIcon({ name, className }: { name: ListIconName; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
