import { STATIC_PAGES, type StaticPage } from '@contracts/fixed-page-heads';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

interface StaticPageLayoutProps {
  page: StaticPage;
  /** The page's one h1. */
  heading: string;
  /** The breadcrumb's last item; the head's title unless given. */
  crumb?: string;
  /** A sentence or two under the heading. */
  lead: ReactNode;
  /** A small line under the lead, such as an effective date. */
  meta?: ReactNode;
  children: ReactNode;
}

/**
 * The shape every text page shares: the head the server also sends, breadcrumbs Home > Page, the h1
 * with its lead on a warm band, then readable prose at a comfortable measure.
 */
export function StaticPageLayout({ page, heading, crumb, lead, meta, children }: StaticPageLayoutProps) {
  return (
    <article>
      <header className="border-b border-orange-100 bg-gradient-to-b from-orange-50 to-stone-50 px-4 pt-6 pb-10 sm:px-6 sm:pb-14 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: crumb ?? STATIC_PAGES[page].title }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">{heading}</h1>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-stone-700">{lead}</p>
          {meta && <p className="mt-3 text-sm text-stone-600">{meta}</p>}
        </div>
      </header>
      <div className="px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="mx-auto max-w-3xl space-y-10 text-base leading-relaxed text-stone-800">{children}</div>
      </div>
    </article>
  );
}

/** A titled part of a text page: an h2 and its paragraphs or lists. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list for prose; each item may start with a bold term. */
export function BulletList({ items }: { items: Array<{ term?: string; text: ReactNode }> }) {
  return (
    <ul className="space-y-2.5 pl-5 list-disc marker:text-orange-800">
      {items.map((item, index) => (
        <li key={item.term ?? index} className="pl-1">
          {item.term && <strong className="font-semibold text-stone-900">{item.term}: </strong>}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

const textLinkClass =
  'rounded-sm font-medium text-orange-800 underline decoration-orange-800/40 underline-offset-2 hover:text-orange-950 hover:decoration-orange-950';

/** A link inside running text: underlined, so it never relies on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  // Addresses the server answers itself (mailto:, files, /sitemap.xml) are plain links.
  if (!to.startsWith('/') || to.includes('.')) {
    return (
      <a href={to} className={textLinkClass}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}
