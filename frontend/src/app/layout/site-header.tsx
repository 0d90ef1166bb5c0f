import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSite } from '@/lib/site-context';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { HEADER_POPULAR_CITIES, MOBILE_MENU_CITY_COUNT, MOBILE_MENU_STATE_COUNT } from '@/config/popular-cities';
import { SearchBox } from '@/features/search';
import { useStates } from '@/features/states/api/get-states';

type DropdownName = 'states' | 'cities';

const PAGE_LINKS = [
  { to: '/map', label: 'Store Map' },
  { to: '/tools', label: 'Tools' },
  { to: '/about', label: 'About' },
] as const;

/** The header's search box, in the bar on the desktop and behind its button below that. */
const HEADER_SEARCH = { label: 'Search stores', placeholder: 'Store, city, state or ZIP' } as const;

const dropdownLinkClass = 'block rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-orange-50 hover:text-orange-900';

export function SiteHeader() {
  const site = useSite();
  const location = useLocation();
  const [openDropdown, setOpenDropdown] = useState<DropdownName | null>(null);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  // Below the desktop layout the search box sits behind a button of the header's bar.
  const [searchOpen, setSearchOpen] = useState(false);

  // Any navigation (a link, back or forward) closes every menu.
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    setOpenDropdown(null);
    setMobileMenuOpen(false);
    setSearchOpen(false);
  }

  const desktopNavRef = useRef<HTMLElement>(null);
  const statesButtonRef = useRef<HTMLButtonElement>(null);
  const citiesButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);

  const dropdownButtonRef = openDropdown === 'states' ? statesButtonRef : citiesButtonRef;
  useDismiss(openDropdown !== null, desktopNavRef, dropdownButtonRef, () => setOpenDropdown(null));
  useDismiss(mobileMenuOpen, headerRef, mobileToggleRef, () => setMobileMenuOpen(false));
  useDismiss(searchOpen, headerRef, searchToggleRef, () => setSearchOpen(false));
  // The box takes the focus as it opens: the visitor came to type.
  useEffect(() => {
    if (searchOpen) document.getElementById('header-search')?.querySelector('input')?.focus();
  }, [searchOpen]);

  const toggleDropdown = (name: DropdownName) => setOpenDropdown((current) => (current === name ? null : name));
  const closeMenus = () => {
    setOpenDropdown(null);
    setMobileMenuOpen(false);
    setSearchOpen(false);
  };

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" onClick={closeMenus} className="flex min-w-0 items-center gap-2.5 rounded-md" aria-label={`${site.name}, home`}>
          <BrandMark />
          <span className="text-[0.9375rem] truncate leading-tight font-bold tracking-tight text-stone-900 sm:text-lg md:text-[0.9375rem] md:whitespace-normal lg:text-lg lg:whitespace-nowrap">
            {site.name}
          </span>
        </Link>

        <SearchBox {...HEADER_SEARCH} className="hidden max-w-xs flex-1 lg:flex" />

        <nav ref={desktopNavRef} aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <li>
              <DropdownButton
                buttonRef={statesButtonRef}
                panelId="header-states-menu"
                expanded={openDropdown === 'states'}
                onClick={() => toggleDropdown('states')}
              >
                Browse by State
              </DropdownButton>
              <DropdownPanel
                id="header-states-menu"
                open={openDropdown === 'states'}
                label="Browse by State"
                className="inset-x-4 sm:inset-x-6 lg:inset-x-8"
              >
                <DesktopStateList onNavigate={closeMenus} />
              </DropdownPanel>
            </li>
            <li>
              <DropdownButton
                buttonRef={citiesButtonRef}
                panelId="header-cities-menu"
                expanded={openDropdown === 'cities'}
                onClick={() => toggleDropdown('cities')}
              >
                Popular Cities
              </DropdownButton>
              <DropdownPanel
                id="header-cities-menu"
                open={openDropdown === 'cities'}
                label="Popular Cities"
                className="right-4 w-[min(36rem,calc(100vw-2rem))] sm:right-6 lg:right-8"
              >
                <ul className="columns-2 gap-x-4 lg:columns-3">
                  {HEADER_POPULAR_CITIES.map((city) => (
                    <li key={city.path} className="break-inside-avoid">
                      <Link to={city.path} onClick={closeMenus} className={dropdownLinkClass}>
                        {city.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </DropdownPanel>
            </li>
            {PAGE_LINKS.map((page) => (
              <li key={page.to}>
                <Link to={page.to} onClick={closeMenus} className={navItemClass(false)}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="-mr-2 flex shrink-0 items-center lg:hidden">
          <Button
            ref={searchToggleRef}
            type="button"
            variant="ghost"
            size="icon"
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => {
              setMobileMenuOpen(false);
              setSearchOpen((open) => !open);
            }}
          >
            <span className="sr-only">{HEADER_SEARCH.label}</span>
            <Search className="size-6" />
          </Button>
          <Button
            ref={mobileToggleRef}
            type="button"
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={mobileMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setSearchOpen(false);
              setMobileMenuOpen((open) => !open);
            }}
          >
            <span className="sr-only">Menu</span>
            {mobileMenuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
          </Button>
        </div>
      </div>

      <div id="header-search" hidden={!searchOpen} className="border-t border-stone-200 bg-white px-4 py-3 sm:px-6 lg:hidden">
        {searchOpen && <SearchBox {...HEADER_SEARCH} />}
      </div>

      <div
        id="mobile-menu"
        hidden={!mobileMenuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white md:hidden"
      >
        {/* Drawn once it opens: the desktop navigation holds the same links in every page's HTML. */}
        {mobileMenuOpen && <MobileMenu onNavigate={closeMenus} />}
      </div>
    </header>
  );
}

/** The phone's menu: the pages, the first states and popular cities. */
function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Main" className="space-y-6 px-4 py-5">
      <ul className="grid gap-1">
        {PAGE_LINKS.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              onClick={onNavigate}
              className="block rounded-md px-3 py-2.5 text-base font-semibold text-stone-900 hover:bg-orange-50 hover:text-orange-900"
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
      <MobileSection title="Browse by State">
        <MobileStateList onNavigate={onNavigate} />
      </MobileSection>
      <MobileSection title="Popular Cities">
        <ul className="grid grid-cols-2 gap-x-2">
          {HEADER_POPULAR_CITIES.slice(0, MOBILE_MENU_CITY_COUNT).map((city) => (
            <li key={city.path}>
              <Link to={city.path} onClick={onNavigate} className={dropdownLinkClass}>
                {city.label}
              </Link>
            </li>
          ))}
        </ul>
      </MobileSection>
    </nav>
  );
}

/**
 * While `open`, a press outside `containerRef` closes, and Escape closes and returns focus to the
 * button that opened it. Focus moving out of the container (tabbing away) closes too.
 */
function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
  close: () => void,
) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;

    const onPointerDown = (event: PointerEvent) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        closeRef.current();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A search box's open suggestions close first (the combobox's own Escape); the next Escape closes here.
      const target = event.target instanceof Element ? event.target : null;
      const suggesting = target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true';
      if (event.key !== 'Escape' || suggesting) return;
      closeRef.current();
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (container && next instanceof Node && !container.contains(next)) closeRef.current();
    };

    document.addEventListener('pointerdown', onPointerDown);
    // Before the page's own handlers, which may close a search box's suggestions on this very key.
    document.addEventListener('keydown', onKeyDown, true);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, containerRef, buttonRef]);
}

function navItemClass(active: boolean): string {
  return [
    'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap lg:px-3',
    active ? 'bg-orange-50 text-orange-900' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  ].join(' ');
}

function DropdownButton({
  buttonRef,
  panelId,
  expanded,
  onClick,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
  expanded: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={expanded}
      aria-controls={panelId}
      onClick={onClick}
      className={navItemClass(expanded)}
    >
      {children}
      <ChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
    </button>
  );
}

/**
 * A dropdown's panel just below the header; `className` places it horizontally. Its links are drawn
 * as it opens, not hydrated with every page (the footer lists the states in every page's HTML).
 */
function DropdownPanel({
  id,
  open,
  label,
  className,
  children,
}: {
  id: string;
  open: boolean;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      hidden={!open}
      className={`absolute top-full z-50 mt-2 max-h-[min(36rem,calc(100dvh-6rem))] overflow-y-auto rounded-xl border border-stone-200 bg-white p-4 shadow-xl ${className}`}
    >
      <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</p>
      {open && children}
    </div>
  );
}

function DesktopStateList({ onNavigate }: { onNavigate: () => void }) {
  const states = useStates();
  return (
    <>
      {states.isPending && <LoadingText />}
      {states.isSuccess && (
        <ul className="columns-3 gap-x-4 lg:columns-4">
          {states.data.map((state) => (
            <li key={state.id} className="break-inside-avoid">
              <Link
                to={`/${state.slug}`}
                onClick={onNavigate}
                className="block rounded-md px-3 py-1.5 text-sm text-stone-700 hover:bg-orange-50 hover:text-orange-900"
              >
                {state.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 border-t border-stone-100 pt-3">
        <Link
          to="/sitemap"
          onClick={onNavigate}
          className="inline-block rounded-md px-3 py-1.5 text-sm font-semibold text-orange-800 hover:text-orange-950 hover:underline"
        >
          View all states and cities
        </Link>
      </div>
    </>
  );
}

function MobileStateList({ onNavigate }: { onNavigate: () => void }) {
  const states = useStates();
  return (
    <>
      {states.isPending && <LoadingText />}
      {states.isSuccess && (
        <ul className="grid grid-cols-2 gap-x-2">
          {states.data.slice(0, MOBILE_MENU_STATE_COUNT).map((state) => (
            <li key={state.id}>
              <Link to={`/${state.slug}`} onClick={onNavigate} className={dropdownLinkClass}>
                {state.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/sitemap"
        onClick={onNavigate}
        className="mt-1 inline-block rounded-md px-3 py-2 text-sm font-semibold text-orange-800 hover:text-orange-950 hover:underline"
      >
        View all states
      </Link>
    </>
  );
}

function MobileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function LoadingText() {
  return (
    <p role="status" className="px-3 py-2 text-sm text-stone-600">
      Loading states…
    </p>
  );
}
