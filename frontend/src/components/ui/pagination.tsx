import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';
const linkClass = `${itemClass} border border-stone-300 bg-white text-stone-800 hover:border-orange-800 hover:text-orange-900`;
const disabledClass = `${itemClass} border border-stone-200 bg-stone-50 text-stone-500`;

/**
 * A link to a page, or, where there is none (Previous on the first page), the same link disabled: an
 * `a` without an address keeps the link role (and so may carry its label and `aria-disabled`) but
 * takes no focus and goes nowhere.
 */
function PageLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link has no address on purpose (see above)
      <a role="link" aria-disabled="true" aria-label={label} className={disabledClass}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} aria-label={label} className={linkClass}>
      {children}
    </Link>
  );
}

/**
 * Previous, the previous page's number, the current page, the next page's number, Next (spec section 2).
 * Each is a link to its page's address, so moving pages adds to the history; at the ends, Previous
 * and Next are shown disabled.
 */
export function Pagination({ page, totalPages, pathFor }: { page: number; totalPages: number; pathFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <PageLink to={hasPrevious ? pathFor(page - 1) : null} label="Previous page">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </PageLink>
      {hasPrevious && (
        <PageLink to={pathFor(page - 1)} label={`Page ${page - 1}`}>
          {page - 1}
        </PageLink>
      )}
      <span aria-current="page" className={`${itemClass} bg-orange-800 text-white`}>
        <span className="sr-only">Page </span>
        {page}
        <span className="sr-only">, current page</span>
      </span>
      {hasNext && (
        <PageLink to={pathFor(page + 1)} label={`Page ${page + 1}`}>
          {page + 1}
        </PageLink>
      )}
      <PageLink to={hasNext ? pathFor(page + 1) : null} label="Next page">
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </PageLink>
    </nav>
  );
}
