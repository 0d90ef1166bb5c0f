import { Tag } from 'lucide-react';

/** The site's logo mark: a price tag in a rounded square. Decorative; the brand name beside it is the text. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-orange-800 text-white shadow-sm ${className}`}
    >
      <Tag className="size-5" />
    </span>
  );
}
