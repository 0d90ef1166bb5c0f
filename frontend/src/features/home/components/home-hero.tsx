import { PRODUCT_PHRASE } from '@/config/site';
import { SearchBox } from '@/features/search';

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
        <SearchBox label={`Search ${PRODUCT_PHRASE.toLowerCase()}`} size="hero" className="mx-auto mt-8 max-w-2xl" />
      </div>
    </section>
  );
}
