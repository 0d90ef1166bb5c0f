import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page, which is not a link. */
  to?: string;
}

/**
 * Home > State > City > Store. Links make a full page load (`reloadDocument`), as the spec allows,
 * so the server sends the target's complete head.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-stone-400">
                &gt;
              </span>
            )}
            {item.to ? (
              <Link to={item.to} reloadDocument className="rounded-sm hover:text-orange-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-stone-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
