import { CATEGORY_WORDS, CONSIGNMENT_CATEGORIES, type ComparedStore, type ConsignmentCategory } from '@contracts/consignment-terms';
import { storePath } from '@contracts/page-paths';
import { TOOL_PAGES } from '@contracts/fixed-page-heads';
import { formatDollars } from '@contracts/profit-calculator';
import { roundNearMe } from '@contracts/search.contract';
import { useQuery } from '@tanstack/react-query';
import { LocateFixed } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { useCurrentPosition } from '@/features/search/components/use-current-position';
import { stateCitiesQueryOptions, useStates } from '@/features/states';
import { milesAway } from '@/features/stores';
import { usePriceComparison, type PriceComparisonRequest } from '@/features/tools/api/get-price-comparison';
import { ToolPageHeader } from '@/features/tools/components/tool-page-header';
import { failureMessage } from '@/lib/api-client';

const inputClass = 'mt-1.5 min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900';
const labelClass = 'block font-semibold text-stone-900';

/**
 * A coordinate of the address (`lat` up to 90, `lng` up to 180 either way), rounded as near-me
 * positions are (`roundNearMe`, about 100 m), so a hand-made address sends no closer a position
 * than the Near me button does; null when missing or not a coordinate.
 */
function coordinateOf(value: string | null, limit: number): number | null {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? roundNearMe(number) : null;
}

/** The comparison the address asks for: an item and one place (a position, a ZIP code or a city), or nothing yet. */
function requestOf(params: URLSearchParams): PriceComparisonRequest | null {
  const category = params.get('category') as ConsignmentCategory | null;
  const price = Number(params.get('price'));
  if (!category || !CONSIGNMENT_CATEGORIES.includes(category) || !(price > 0)) return null;
  // The API's order when an address names several places: a position, a ZIP code, a city.
  const lat = coordinateOf(params.get('lat'), 90);
  const lng = coordinateOf(params.get('lng'), 180);
  if (lat !== null && lng !== null) return { category, price, lat, lng };
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

/** The price the form holds, as a number of dollars ('$1,200' is 1200); NaN when it is none. */
const amountOf = (price: string) => Number(price.replace(/[$,\s]/g, ''));

const MISSING_PRICE = 'Enter what you expect the item to sell for, such as 600.';

/**
 * Near me, as the search form has it: once `ready` allows it, asks the browser for the visitor's
 * position (rounded to NEAR_ME_DECIMALS by `useCurrentPosition`) and gives it to `onFound`, or says
 * why it cannot: until the page's `address` changes (another comparison is shown). `aria-disabled`,
 * not `disabled`, while the browser locates: the button keeps the keyboard's focus.
 */
function NearMeButton({
  address,
  ready,
  onFound,
}: {
  address: string;
  ready: () => boolean;
  onFound: (position: { lat: number; lng: number }) => void;
}) {
  const position = useCurrentPosition(onFound);
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const locating = position.state.status === 'locating';
  const failure = position.state.status === 'failed' && askedAt === address ? position.state.message : null;
  const messageId = useId();
  const locate = () => {
    if (locating || !ready()) return;
    setAskedAt(address);
    position.locate();
  };
  return (
    <>
      <Button
        variant="secondary"
        className="w-full shadow-none sm:w-auto"
        onClick={locate}
        aria-disabled={locating || undefined}
        aria-describedby={failure ? messageId : undefined}
      >
        <LocateFixed className="size-4" aria-hidden="true" />
        {locating ? 'Finding your location…' : 'Near me'}
      </Button>
      <p id={messageId} role="status" className="w-full text-sm text-red-800 empty:hidden">
        {failure ?? ''}
      </p>
    </>
  );
}

/**
 * The price comparison: an item's kind and price and a place (a city, a ZIP code, or the visitor's
 * position: Near me) give the stores within 50 miles that take it, ranked by what the seller takes
 * home (docs/consignment-terms.md). The form is the page's address (`?category=&price=&state=&city=`,
 * `&zip=` or `&lat=&lng=`), so a comparison can be shared and the back button works. Near me asks
 * the browser for the position as the search page does, rounded before it goes anywhere.
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
  const nearYou = request?.lat !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = amountOf(price);
    if (!(amount > 0)) return setProblem(MISSING_PRICE);
    const item = { category, price: String(amount) };
    if (/^\d{5}$/.test(zip.trim())) setParams({ ...item, zip: zip.trim() });
    else if (state && city) setParams({ ...item, state, city });
    // A comparison near the visitor, its place left blank: the same position with the new item.
    else if (nearYou && !state && !zip.trim()) setParams({ ...item, lat: String(request.lat), lng: String(request.lng) });
    else return setProblem('Choose a state and a city, enter a ZIP code, or use Near me.');
    setProblem(null);
  };

  const onFound = useCallback(
    ({ lat, lng }: { lat: number; lng: number }) => {
      const amount = amountOf(price);
      if (!(amount > 0)) return setProblem(MISSING_PRICE);
      setProblem(null);
      setParams({ category, price: String(amount), lat: String(lat), lng: String(lng) });
    },
    [category, price, setParams],
  );
  // The item first: no use asking where the visitor is for a comparison that cannot run.
  const readyToLocate = () => {
    const ready = amountOf(price) > 0;
    setProblem(ready ? null : MISSING_PRICE);
    return ready;
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
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button type="submit" className="w-full sm:w-auto">
            Compare stores
          </Button>
          <NearMeButton address={params.toString()} ready={readyToLocate} onFound={onFound} />
        </div>
      </form>

      {/* Named by its heading once there is one (a name pointing at nothing is an ARIA error). */}
      <section
        aria-labelledby={request !== null && comparison.isSuccess ? 'comparison-heading' : undefined}
        aria-live="polite"
        className="mt-8"
      >
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
                ? `No store within 50 miles of ${nearYou ? 'you' : comparison.data.place.name} takes ${CATEGORY_WORDS[comparison.data.category]}`
                : `Where ${CATEGORY_WORDS[comparison.data.category]} at ${formatDollars(comparison.data.price)} pays most near ${nearYou ? 'you' : comparison.data.place.name}`}
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
