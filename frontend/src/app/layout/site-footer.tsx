import type { ReactNode } from 'react';
import { SUGGEST_STORE_PAGE_PATH } from '@contracts/contributions.contract';
import { statePath } from '@contracts/page-paths';
import { Link } from 'react-router-dom';
import { useRenderYear, useSite } from '@/lib/site-context';
import { BrandMark } from '@/components/ui/brand-mark';
import { FOOTER_POPULAR_CITIES, FOOTER_STATE_COUNT } from '@/config/popular-cities';
import { PRODUCT_PHRASE } from '@/config/site';
import { useStates } from '@/features/states/api/get-states';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/awards', label: 'Awards' },
  { to: SUGGEST_STORE_PAGE_PATH, label: 'Suggest a Store' },
  { to: '/sitemap', label: 'Sitemap' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;

const footerLinkClass = 'rounded-sm text-stone-300 hover:text-white hover:underline';

export function SiteFooter() {
  const site = useSite();
  const currentYear = useRenderYear();

  return (
    <footer className="bg-stone-900 text-sm text-stone-300 [--focus-ring-color:var(--color-amber-300)]">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-md">
            <BrandMark />
            <span className="text-lg font-bold tracking-tight text-white">{site.name}</span>
          </Link>
          <p className="mt-4 leading-relaxed text-pretty">
            Your nationwide guide to {PRODUCT_PHRASE.toLowerCase()} and resale shops. Find furniture, clothing, jewelry, antiques, books and
            more at 6,000+ shops in every state.
          </p>
        </div>

        <FooterSection title="Quick Links" id="footer-quick-links" wide>
          <FooterLinkItems links={QUICK_LINKS} />
          <li>
            {/* The server answers /sitemap.xml itself, so this is a plain link, not app navigation. */}
            <a href="/sitemap.xml" target="_blank" rel="noopener" className={footerLinkClass}>
              XML Sitemap<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <FooterLinkItems links={LEGAL_LINKS} />
          <li>
            {/* Small and muted, yet shown to everyone (spec: Footer); stone-400 on stone-900 is 7:1. */}
            <Link to="/admin" className="rounded-sm text-xs text-stone-400 hover:text-stone-200 hover:underline">
              Admin
            </Link>
          </li>
        </FooterSection>

        <FooterStatesSection />

        <FooterSection title="Popular Cities" id="footer-popular-cities">
          {FOOTER_POPULAR_CITIES.map((city) => (
            <li key={city.path}>
              {/* Two-letter state paths are redirected by the server to the full-name path. */}
              <a href={city.path} className={footerLinkClass}>
                {city.label}
              </a>
            </li>
          ))}
        </FooterSection>
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto max-w-7xl px-4 py-6 text-xs text-stone-400 sm:px-6 lg:px-8">
          <p>
            © {currentYear} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A footer column of links; a `wide` one spans both columns of a phone's footer, its links in two columns. */
function FooterSection({ title, id, wide = false, children }: { title: string; id: string; wide?: boolean; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className={wide ? 'mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 sm:block sm:space-y-2.5' : 'mt-4 space-y-2.5'}>{children}</ul>
    </nav>
  );
}

/** In-app links as list items of a footer section. */
function FooterLinkItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={footerLinkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/**
 * The first states of the list (alphabetical, so not a choice of any kind: the heading says only
 * what they are) and a link to all of them: a loading line meanwhile, no section at all when the
 * list failed.
 */
function FooterStatesSection() {
  const states = useStates();
  if (states.isError) return null;
  return (
    <FooterSection title="States" id="footer-states">
      {states.isPending ? (
        <li role="status" className="text-stone-400">
          Loading states…
        </li>
      ) : (
        <FooterLinkItems
          links={[
            ...states.data.slice(0, FOOTER_STATE_COUNT).map((state) => ({ to: statePath(state.slug), label: state.name })),
            { to: '/sitemap', label: 'View all states' },
          ]}
        />
      )}
    </FooterSection>
  );
}
