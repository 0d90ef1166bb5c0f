import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { panelClass } from './admin-ui';

const SEO_LINKS = [
  { href: '/sitemap.xml', label: 'XML Sitemap', text: 'The file search engines read: every page of the directory.' },
  { href: '/sitemap', label: 'HTML Sitemap', text: 'The sitemap page for visitors: main pages, states and popular cities.' },
] as const;

/**
 * Links to the two sitemaps, each in a new tab. Plain links, not app navigation: the server
 * answers /sitemap.xml itself.
 */
export function SeoTools() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={panelClass}>
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        SEO Tools
      </h2>
      <ul className="mt-4 space-y-4">
        {SEO_LINKS.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-orange-800 underline decoration-orange-800/40 underline-offset-2 hover:text-orange-950 hover:decoration-orange-950"
            >
              {link.label}
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="mt-1 text-sm text-stone-700">{link.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
