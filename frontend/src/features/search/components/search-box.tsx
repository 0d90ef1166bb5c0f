import type { SearchSuggestions } from '@contracts/api.contract';
import { searchPagePath, SUGGESTIONS_MIN_LENGTH } from '@contracts/search.contract';
import { useCombobox } from 'downshift';
import { Building2, MapPin, Search, Store } from 'lucide-react';
import {
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { useSuggestions } from '../api/get-suggestions';

/** One suggestion: a store, a city or a state, and the page it opens. */
/** Class names, the falsy ones left out. */
const cn = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface Suggestion {
  kind: 'store' | 'city' | 'state';
  label: string;
  detail: string;
  path: string;
}

const KIND_ICONS: Record<Suggestion['kind'], ReactNode> = {
  store: <Store aria-hidden="true" className="size-4 shrink-0 text-orange-800" />,
  city: <Building2 aria-hidden="true" className="size-4 shrink-0 text-stone-600" />,
  state: <MapPin aria-hidden="true" className="size-4 shrink-0 text-stone-600" />,
};

function suggestionsList(data: SearchSuggestions | undefined): Suggestion[] {
  if (!data) return [];
  // Places first (a state, then cities), then stores.
  return [
    ...data.states.map((state) => ({ kind: 'state' as const, label: state.name, detail: 'State', path: state.path })),
    ...data.cities.map((city) => ({
      kind: 'city' as const,
      label: `${city.name}, ${city.stateAbbreviation}`,
      detail: `${city.storeCount.toLocaleString('en-US')} ${city.storeCount === 1 ? 'store' : 'stores'}`,
      path: city.path,
    })),
    ...data.stores.map((store) => ({
      kind: 'store' as const,
      label: store.name,
      detail: `${store.city}, ${store.stateAbbreviation}`,
      path: store.path,
    })),
  ];
}

interface SearchBoxProps {
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  /** 'hero': the home page's large box with its button; 'compact': the header's. */
  size?: 'hero' | 'compact';
  className?: string;
}

const formClass = (hero: boolean, className: string | undefined) =>
  cn(
    'relative',
    hero
      ? 'flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg shadow-orange-900/5 sm:flex-row sm:items-center'
      : 'flex items-center',
    className,
  );
const inputClass = (hero: boolean) =>
  cn(
    'w-full min-w-0 text-stone-900 placeholder:text-stone-500',
    // On phones the hero's placeholder is a size smaller, with less room around it, so that the whole
    // of it shows in a 375 px screen; what is typed stays at 16 px (a smaller field zooms in iOS Safari).
    hero
      ? 'h-12 rounded-xl border border-transparent bg-transparent pr-2 pl-9 text-base max-sm:placeholder:text-[0.8125rem] sm:pr-3 sm:pl-10'
      : 'h-10 rounded-lg border border-stone-300 bg-white pr-3 pl-8 text-sm',
  );
/** The box's description, for screen readers. */
const HINT = 'Suggestions appear as you type: use the up and down arrow keys to choose one and Enter to open it.';

const iconClass = (hero: boolean) =>
  cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-stone-500', hero ? 'left-2.5 size-5 sm:left-3' : 'left-2.5 size-4');

interface SearchFieldProps {
  hero: boolean;
  label: string;
  labelProps: ComponentProps<'label'>;
  inputProps: ComponentProps<'input'>;
  hintId: string;
  placeholder: string;
}

/** The box's label, icon, text field and description: the same in the plain form and the suggesting one. */
function SearchField({ hero, label, labelProps, inputProps, hintId, placeholder }: SearchFieldProps) {
  return (
    <>
      <label {...labelProps} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className={iconClass(hero)} />
        <input
          {...inputProps}
          type="search"
          name="q"
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          aria-describedby={hintId}
          className={inputClass(hero)}
        />
        <span id={hintId} className="sr-only">
          {HINT}
        </span>
      </div>
    </>
  );
}

/** What was in the box when the page's scripts took over. */
interface EarlyInput {
  text: string;
  focused: boolean;
}

/**
 * A search box that suggests stores, cities and states as the visitor types. The server's HTML (and
 * the browser's first render) holds a plain form that searches `/search?q=` without scripts; once the
 * page runs, the box with suggestions takes its place, keeping what was typed and the focus.
 */
export function SearchBox({ placeholder = 'Search by store name, city, state or ZIP code', size = 'compact', ...props }: SearchBoxProps) {
  const inputId = useId();
  const hintId = useId();
  const hydrated = useHydrated();
  // Read as the plain box leaves the page: what was typed in it, and whether it had the focus.
  const early = useRef<EarlyInput>({ text: '', focused: false });
  if (hydrated) return <SuggestingSearchBox {...props} placeholder={placeholder} size={size} inputId={inputId} early={early} />;
  const hero = size === 'hero';
  return (
    <form role="search" aria-label={props.label} action="/search" method="get" className={formClass(hero, props.className)}>
      <SearchField
        hero={hero}
        label={props.label}
        labelProps={{ htmlFor: inputId }}
        hintId={hintId}
        placeholder={placeholder}
        inputProps={{
          id: inputId,
          ref: (input: HTMLInputElement | null) => () => {
            early.current = { text: input?.value ?? '', focused: input !== null && document.activeElement === input };
          },
        }}
      />
      {hero && (
        <Button type="submit" size="xl" className="h-12 shrink-0 rounded-xl px-6 py-0 text-base">
          Search
        </Button>
      )}
    </form>
  );
}

/**
 * The box with suggestions (the ARIA combobox pattern, by downshift): arrow keys move through the
 * suggestions, Enter opens the one chosen or, with none chosen, searches for the text
 * (`/search?q=`); Escape closes the list. A blank text does nothing.
 */
function SuggestingSearchBox({
  label,
  placeholder,
  size,
  className,
  inputId,
  early,
}: Required<Pick<SearchBoxProps, 'placeholder' | 'size'>> & SearchBoxProps & { inputId: string; early: RefObject<EarlyInput> }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Typing stays quick: the suggestions follow the text when the browser has a moment.
  const typed = useDeferredValue(text.trim());
  const suggestions = useSuggestions(typed);
  const items = typed.length >= SUGGESTIONS_MIN_LENGTH ? suggestionsList(suggestions.data) : [];
  const hintId = useId();

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, setInputValue, selectItem } =
    useCombobox<Suggestion>({
      items,
      inputId,
      itemToString: (item) => item?.label ?? '',
      onInputValueChange: ({ inputValue }) => setText(inputValue),
      // Choosing a suggestion opens its page and the box keeps what was typed (then nothing stays chosen).
      stateReducer: (state, { type, changes }) =>
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.FunctionSelectItem
          ? { ...changes, inputValue: state.inputValue }
          : changes,
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        void navigate(selectedItem.path);
        selectItem(null);
      },
    });

  // What was typed before the page's scripts took over (the plain form of the server's HTML) is kept.
  useEffect(() => {
    const { text: typedEarly, focused } = early.current;
    if (typedEarly) setInputValue(typedEarly);
    if (focused) document.getElementById(inputId)?.focus();
  }, [early, inputId, setInputValue]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(searchPagePath({ q }));
  };

  const hero = size === 'hero';
  const open = isOpen && items.length > 0;

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={formClass(hero, className)}>
      <SearchField
        hero={hero}
        label={label}
        labelProps={getLabelProps()}
        hintId={hintId}
        placeholder={placeholder}
        inputProps={getInputProps({
          // Enter with no suggestion chosen submits the form (downshift would otherwise keep it).
          onKeyDown: (event) => {
            if (event.key === 'Enter' && highlightedIndex === -1) {
              (event.nativeEvent as unknown as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            }
          },
        })}
      />
      <ul
        {...getMenuProps({}, { suppressRefError: true })}
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 text-left shadow-lg',
          !open && 'hidden',
        )}
      >
        {open &&
          items.map((item, index) => (
            <li
              key={`${item.kind}:${item.path}`}
              {...getItemProps({ item, index })}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm',
                highlightedIndex === index ? 'bg-orange-100 text-orange-950' : 'text-stone-800',
              )}
            >
              {KIND_ICONS[item.kind]}
              <span className="min-w-0 flex-1 truncate font-medium">{item.label}</span>
              <span className="shrink-0 text-xs text-stone-600">{item.detail}</span>
            </li>
          ))}
      </ul>
      {hero && (
        <Button type="submit" size="xl" className="h-12 shrink-0 rounded-xl px-6 py-0 text-base">
          Search
        </Button>
      )}
    </form>
  );
}
