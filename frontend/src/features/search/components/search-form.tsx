import { PRODUCT_FLAGS, QUALITY_FLAGS, TERMS_FILTERS, TIME_FILTERS, type SearchFacets, type SearchFilter } from '@contracts/api.contract';
import { searchPagePath, type SearchParams } from '@contracts/search.contract';
import { PRODUCT_LABELS, QUALITY_LABELS, TERMS_FILTER_LABELS, TIME_FILTER_LABELS } from '@contracts/store-features';
import { LocateFixed, Search } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { chosenCount, FoldToggle } from '@/components/ui/fold-toggle';
import { useStates } from '@/features/states';
import { findState } from '../find-state';
import { useCurrentPosition } from './use-current-position';
import { Checkbox } from '@/components/ui/checkbox';

const FEATURE_GROUPS = [
  { legend: 'What they sell', flags: PRODUCT_FLAGS, labels: PRODUCT_LABELS as Record<SearchFilter, string> },
  { legend: 'Store qualities', flags: QUALITY_FLAGS, labels: QUALITY_LABELS as Record<SearchFilter, string> },
  { legend: 'Consigning your things', flags: TERMS_FILTERS, labels: TERMS_FILTER_LABELS as Record<SearchFilter, string> },
  { legend: 'Right now', flags: TIME_FILTERS, labels: TIME_FILTER_LABELS as Record<SearchFilter, string> },
] as const;

const fieldClass =
  'h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500';

/**
 * The Advanced Search form: text, state ('All States') and the 12 features. It starts from the
 * address; submitting needs some text (a blank one does nothing, spec section 5) and goes to page 1
 * of the new search. 'Near me' asks for the visitor's location instead of text. Beside each feature
 * and state, `facets` (when answered) tells how many results the search would have with it.
 */
export function SearchForm({ params, facets }: { params: SearchParams; facets: SearchFacets | undefined }) {
  const navigate = useNavigate();
  const states = useStates();
  const [text, setText] = useState(params.q);
  const [chosenState, setChosenState] = useState(params.state);
  // The address may name the state by its code ('CA'); the select knows it by slug, once the states
  // are read. What it shows is what a search sends: 'All States' until then, or if they cannot be read.
  const state = findState(states.data, chosenState)?.slug ?? '';
  const [features, setFeatures] = useState<SearchFilter[]>(params.features);
  // On phones the features fold away (unless some are checked), so the first results are on the first screen.
  const [featuresOpen, setFeaturesOpen] = useState(params.features.length > 0);
  const id = useId();
  /** How many results the search would have with it: "(12)", or "(1,000+)" past what was counted. */
  const countOf = (count: number | undefined) =>
    count === undefined ? '' : ` (${count.toLocaleString('en-US')}${facets?.partial ? '+' : ''})`;

  const toggle = (flag: SearchFilter, checked: boolean) =>
    setFeatures((current) => (checked ? [...current, flag] : current.filter((other) => other !== flag)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    void navigate(searchPagePath({ q, features, state, near: params.near }));
  };

  const onFound = useCallback(
    (near: { lat: number; lng: number }) => void navigate(searchPagePath({ q: text.trim(), features, state, near })),
    [navigate, text, features, state],
  );
  const position = useCurrentPosition(onFound);

  return (
    <form
      role="search"
      aria-labelledby={`${id}-heading`}
      onSubmit={onSubmit}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        Advanced Search
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-stone-800">
            Search for
          </label>
          <input
            id={`${id}-text`}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Store name, city, state or ZIP code"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            className={`mt-1 ${fieldClass}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-stone-800">
            State
          </label>
          <select
            id={`${id}-state`}
            name="state"
            value={state}
            onChange={(event) => setChosenState(event.target.value)}
            className={`mt-1 ${fieldClass}`}
          >
            <option value="">All States</option>
            {/* A failed state list leaves just 'All States' (spec section 7). */}
            {(states.data ?? []).map((option) => (
              <option key={option.slug} value={option.slug}>
                {`${option.name}${facets ? countOf(facets.states[option.slug] ?? 0) : ''}`}
              </option>
            ))}
          </select>
        </div>
      </div>

      <FoldToggle
        open={featuresOpen}
        onToggle={() => setFeaturesOpen((open) => !open)}
        controls={`${id}-features`}
        className="mt-5 sm:hidden"
      >
        Filter by features{chosenCount(features.length)}
      </FoldToggle>
      <div id={`${id}-features`} className={`mt-5 gap-4 sm:grid sm:grid-cols-2 ${featuresOpen ? 'grid' : 'hidden'}`}>
        {FEATURE_GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend className="text-sm font-semibold text-stone-800">{group.legend}</legend>
            <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
              {group.flags.map((flag) => (
                <Checkbox
                  key={flag}
                  name="features"
                  value={flag}
                  checked={features.includes(flag)}
                  onChange={(checked) => toggle(flag, checked)}
                  compact
                >
                  <span>
                    {group.labels[flag]}
                    {facets && <span className="text-sm text-stone-600">{countOf(facets.features[flag])}</span>}
                  </span>
                </Checkbox>
              ))}
            </div>
          </fieldset>
        ))}
      </div>

      <div className="mt-6 flex items-center gap-3">
        <Button type="submit" className="h-11 flex-1 px-6 py-0 sm:flex-none">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
        <Button
          variant="secondary"
          className="h-11 flex-1 py-0 shadow-none sm:flex-none"
          type="button"
          onClick={position.locate}
          disabled={position.state.status === 'locating'}
          aria-describedby={position.state.status === 'failed' ? `${id}-location` : undefined}
        >
          <LocateFixed className="size-4" aria-hidden="true" />
          {position.state.status === 'locating' ? 'Finding your location…' : 'Near me'}
        </Button>
      </div>
      <p id={`${id}-location`} role="status" className="mt-3 text-sm text-red-800 empty:hidden">
        {position.state.status === 'failed' ? position.state.message : ''}
      </p>
    </form>
  );
}
