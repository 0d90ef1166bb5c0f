import { TERMS_FILTERS, TIME_FILTERS, type SearchFilter } from '@contracts/api.contract';
import { TERMS_FILTER_LABELS, TIME_FILTER_LABELS } from '@contracts/store-features';

/** The filters a city page offers: open now, then the consignment terms. */
const CITY_FILTERS = [...TIME_FILTERS, ...TERMS_FILTERS] as const;
const CITY_FILTER_LABELS: Record<(typeof CITY_FILTERS)[number], string> = { ...TIME_FILTER_LABELS, ...TERMS_FILTER_LABELS };
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox';
import { chosenCount, FoldToggle } from '@/components/ui/fold-toggle';

/** A city page's address with these filters (`?features=...`, search's parameter). */
export const cityFilterPath = (pathname: string, features: readonly SearchFilter[]) =>
  features.length > 0 ? `${pathname}?features=${features.join(',')}` : pathname;

/**
 * A city page's filters, open now and by consignment terms: each checkbox narrows the list at once;
 * without scripts, the form's button does (a GET of the same page).
 */
export function CityStoreFilters({ features, pending }: { features: readonly SearchFilter[]; pending: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  // What the visitor checked shows at once; the address (and the list) follow once its stores are read.
  const [chosen, setChosen] = useState(features);
  const address = features.join(',');
  const [shown, setShown] = useState(address);
  if (address !== shown) {
    setShown(address);
    setChosen(features);
  }
  const change = (filter: SearchFilter, checked: boolean) => {
    const next = CITY_FILTERS.filter((other) => (other === filter ? checked : chosen.includes(other)));
    setChosen(next);
    void navigate(cityFilterPath(pathname, next), { preventScrollReset: true });
  };
  // On a phone the filters fold behind one button, so that the first store shows on the first screen.
  const [open, setOpen] = useState(false);
  return (
    <form method="get" action={pathname} aria-busy={pending} className="mt-6">
      <FoldToggle open={open} onToggle={() => setOpen((shown) => !shown)} controls={`${id}-filters`} className="lg:hidden">
        Filter stores{chosenCount(chosen.length)}
      </FoldToggle>
      <div
        id={`${id}-filters`}
        className={`rounded-xl border border-stone-200 bg-white px-4 py-3 ${open ? 'max-lg:mt-2' : 'max-lg:hidden'}`}
      >
        <fieldset aria-describedby={`${id}-hint`}>
          {/* Said by the button on a phone. */}
          <legend className="text-sm font-semibold text-stone-900 max-lg:sr-only">Filter stores</legend>
          <p id={`${id}-hint`} className="sr-only">
            Each choice narrows the list of stores below.
          </p>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {CITY_FILTERS.map((filter) => (
              <Checkbox
                key={filter}
                name="features"
                value={filter}
                checked={chosen.includes(filter)}
                onChange={(checked) => change(filter, checked)}
              >
                {CITY_FILTER_LABELS[filter]}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <noscript>
          <button type="submit" className="mt-2 min-h-11 rounded-lg bg-orange-800 px-4 font-semibold text-white">
            Show stores
          </button>
        </noscript>
      </div>
    </form>
  );
}
