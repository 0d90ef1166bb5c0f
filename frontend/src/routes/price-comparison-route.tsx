import { CATEGORY_WORDS, CONSIGNMENT_CATEGORIES, type ComparedStore, type ConsignmentCategory } from '@contracts/consignment-terms';
import { storePath, TOOL_PAGES } from '@contracts/page-head';
import { formatDollars } from '@contracts/profit-calculator';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { stateCitiesQueryOptions, useStates } from '@/features/states';
import { milesAway } from '@/features/stores';
import { usePriceComparison, type PriceComparisonRequest } from '@/features/tools/api/get-price-comparison';
import { ToolPageHeader } from '@/features/tools/components/tool-page-header';
import { failureMessage } from '@/lib/api-client';

const inputClass = 'mt-1.5 min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900';
const labelClass = 'block font-semibold text-stone-900';

/** The comparison the address asks for: an item and a place, or nothing yet. */
function requestOf(params: URLSearchParams): PriceComparisonRequest | null {
  const category = params.get('category') as ConsignmentCategory | null;
  const price = Number(params.get('price'));
  if (!category || !CONSIGNMENT_CATEGORIES.includes(category) || !(price > 0)) return null;
  const zip = params.get('zip');
  if (zip) return { category, price, zip };
  const state = params.get('state');
  const city = params.get('city');
  return state && city ? { category, price, state, city } : null;
}

/** The profit calculator, filled in with what the item pays at a store sold at once. */
const calculatorLink = (compared: ComparedStore) =>
  `${TOOL_PAGES.profitCalculator.path}?${new URLSearchParams({
    price: compared.atFullPrice.salePrice.toFixed(2),
    commission: String(100 - compared.atFullPrice.consignorPercent),
    fees: compared.atFullPrice.fees.toFixed(2),
  }).toString()}`;

/**
 * The price comparison: an item's kind and price and a place (a city, or a ZIP code) give the stores
 * within 50 miles that take it, ranked by what the seller takes home (docs/consignment-terms.md).
 * The form is the page's address (`?category=&price=&state=&city=` or `&zip=`), so a comparison can
 * be shared and the back button works.
 */
export function PriceComparisonRoute() {
  const [params, setParams] = useSearchParams();
  const request = requestOf(params);
  const [category, setCategory] = useState<ConsignmentCategory>(request?.category ?? 'furniture');
  const [price, setPrice] = useState(request ? String(request.price) : '');
  const [state, setState] = useState(request?.state ?? '');
  const [city, setCity] = useState(request?.city ?? '');
  const [zip, setZip] = useState(request?.zip ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const states = useStates();
  // Asked for once a state is chosen.
  const cities = useQuery({ ...stateCitiesQueryOptions(state), enabled: state !== '' });
  const comparison = usePriceComparison(request);
  const problemId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = Number(price.replace(/[$,\s]/g, ''));
    if (!(amount > 0)) return setProblem('Enter what you expect the item to sell for, such as 600.');
    if (!/^\d{5}$/.test(zip.trim()) && !(state && city)) return setProblem('Choose a state and a city, or enter a ZIP code.');
    setProblem(null);
    setParams(
      /^\d{5}$/.test(zip.trim()) ? { category, price: String(amount), zip: zip.trim() } : { category, price: String(amount), state, city },
    );
  };

  return (
    <PageContainer>
      <ToolPageHeader
        page="priceComparison"
        heading="Consignment Price Comparison"
        lead="Where should you consign this? Tell us what it is, what it should sell for and where you are: we rank the stores nearby that take it by what you take home."
      />

      <form
        onSubmit={submit}
        aria-describedby={problem ? problemId : undefined}
        className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <label className={labelClass}>
            What it is
            <select value={category} onChange={(event) => setCategory(event.target.value as ConsignmentCategory)} className={inputClass}>
              {CONSIGNMENT_CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {CATEGORY_WORDS[option].replace(/^./, (first) => first.toUpperCase())}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Expected price ($)
            <input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} className={inputClass} />
          </label>
          <label className={labelClass}>
            State
            <select
              value={state}
              onChange={(event) => {
                setState(event.target.value);
                setCity('');
              }}
              className={inputClass}
            >
              <option value="">Choose a state</option>
              {(states.data ?? []).map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            City
            <select value={city} onChange={(event) => setCity(event.target.value)} disabled={!state} className={inputClass}>
              <option value="">{state ? 'Choose a city' : 'Choose a state first'}</option>
              {(state ? (cities.data ?? []) : []).map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Or a ZIP code
            <input
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
              value={zip}
              onChange={(event) => setZip(event.target.value)}
              className={inputClass}
            />
          </label>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="mt-4 font-medium text-red-800">
            {problem}
          </p>
        )}
        <button type="submit" className={buttonClassName({ className: 'mt-5 w-full sm:w-auto' })}>
          Compare stores
        </button>
      </form>

      <section aria-labelledby="comparison-heading" aria-live="polite" className="mt-8">
        {request === null ? null : comparison.isPending ? (
          <p className="text-stone-700">Comparing the stores nearby…</p>
        ) : comparison.isError ? (
          <p role="alert" className="font-medium text-red-800">
            {failureMessage(comparison.error, 'We could not compare the stores. Try again.')}
          </p>
        ) : (
          <>
            <h2 id="comparison-heading" className="text-2xl font-bold tracking-tight text-stone-900">
              {comparison.data.stores.length === 0
                ? `No store within 50 miles of ${comparison.data.place.name} takes ${CATEGORY_WORDS[comparison.data.category]}`
                : `Where ${CATEGORY_WORDS[comparison.data.category]} at ${formatDollars(comparison.data.price)} pays most near ${comparison.data.place.name}`}
            </h2>
            <p className="mt-1 text-stone-700">
              Ranked by the least you take home if it sells within the store’s period (after its markdowns), then at full price.
            </p>
            <ol className="mt-4 space-y-3">
              {comparison.data.stores.map((compared, index) => (
                <li key={compared.store.slug} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 className="text-lg font-semibold text-stone-900">
                      <span className="text-stone-600">{index + 1}. </span>
                      <Link to={storePath(compared.store)} className="text-orange-800 underline underline-offset-2 hover:text-orange-950">
                        {compared.store.businessName}
                      </Link>
                    </h3>
                    <p className="text-sm text-stone-600">
                      {compared.store.city}, {compared.store.stateAbbreviation} · {milesAway(compared.distance)}
                    </p>
                  </div>
                  <p className="mt-2 text-stone-800">
                    You take home <strong>{formatDollars(compared.atFullPrice.payout)}</strong> if it sells at once (
                    {compared.atFullPrice.consignorPercent}%), at least <strong>{formatDollars(compared.atLowest.payout)}</strong> within
                    its {compared.periodDays} days.
                  </p>
                  <Link
                    to={calculatorLink(compared)}
                    className="mt-2 inline-flex min-h-11 items-center font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950 sm:min-h-0"
                  >
                    Open in the profit calculator<span className="sr-only"> with {compared.store.businessName}’s terms</span>
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </PageContainer>
  );
}
