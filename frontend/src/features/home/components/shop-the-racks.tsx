import { ITEMS_PAGE_PATH, ITEMS_QUERY_MAX_LENGTH } from '@contracts/items.contract';
import { ShoppingBag } from 'lucide-react';
import { HomeSection } from './home-section';

const fieldClass =
  'h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500';

/**
 * "Shop the racks near …": what and where, a plain GET form to the items page (no code of its own on
 * the home page, whose script is the site's smallest).
 */
export function ShopTheRacks() {
  return (
    <HomeSection
      id="home-shop-the-racks"
      title="Shop the racks near you"
      lead="A mid-century dresser, a Coach bag, kids’ snow boots: search what is for sale in the stores nearby, from their own shops."
    >
      <form
        method="get"
        action={ITEMS_PAGE_PATH}
        role="search"
        aria-label="Shop the racks"
        className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="block text-sm font-semibold text-stone-800">
          What are you looking for?
          <input
            name="q"
            type="search"
            maxLength={ITEMS_QUERY_MAX_LENGTH}
            placeholder="A dresser, a Coach bag…"
            className={`mt-1 font-normal ${fieldClass}`}
          />
        </label>
        <label className="block text-sm font-semibold text-stone-800">
          Near
          <input
            name="near"
            type="text"
            maxLength={ITEMS_QUERY_MAX_LENGTH}
            placeholder="City, state or ZIP code"
            autoComplete="address-level2"
            className={`mt-1 font-normal ${fieldClass}`}
          />
        </label>
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-orange-800 px-5 font-semibold text-white hover:bg-orange-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-800"
        >
          <ShoppingBag className="size-4" aria-hidden="true" />
          Shop the racks
        </button>
      </form>
    </HomeSection>
  );
}
