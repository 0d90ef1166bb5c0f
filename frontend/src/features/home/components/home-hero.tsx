import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPagePath } from '@contracts/search.contract';
import { Button } from '@/components/ui/button';
import { PRODUCT_PHRASE } from '@/config/site';

/** The search box of the hero: a trimmed, non-empty query goes to `/search?q=`; a blank one does nothing. */
function HomeSearchForm() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    void navigate(searchPagePath({ q: trimmed }));
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg shadow-orange-900/5 sm:flex-row sm:items-center"
    >
      <label htmlFor={inputId} className="sr-only">
        Search {PRODUCT_PHRASE.toLowerCase()}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search by store name, city, state or ZIP code"
          enterKeyHint="search"
          autoComplete="off"
          className="h-12 w-full min-w-0 rounded-xl border border-transparent bg-transparent pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-500"
        />
      </div>
      <Button type="submit" size="xl" className="h-12 shrink-0 rounded-xl px-6 py-0 text-base">
        Search
      </Button>
    </form>
  );
}

/** 'Find Consignment Stores Near Me' with the search box. */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-orange-50 to-stone-50 px-4 pt-12 pb-6 sm:px-6 sm:pt-20 sm:pb-10 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">Find {PRODUCT_PHRASE} Near Me</h1>
        <p className="mt-4 text-lg text-pretty text-stone-700">
          Browse thousands of consignment and resale shops across all 50 states and DC: furniture, clothing, jewelry, antiques, books and
          more.
        </p>
        <HomeSearchForm />
      </div>
    </section>
  );
}
