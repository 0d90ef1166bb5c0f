import { PRODUCT_PHRASE } from '@/config/site';

export function HomeRoute() {
  return (
    <section className="bg-gradient-to-b from-orange-50 to-stone-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
          Find {PRODUCT_PHRASE} Near Me
        </h1>
        <p className="mt-4 text-lg text-pretty text-stone-700">
          Browse thousands of consignment and resale shops across all 50 states and DC: furniture,
          clothing, jewelry, antiques, books and more.
        </p>
      </div>
    </section>
  );
}
