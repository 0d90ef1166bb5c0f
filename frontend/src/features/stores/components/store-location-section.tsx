import type { StoreSummary } from '@contracts/api.contract';
import { DirectionsLink } from './directions-link';

/** 'Location': the full address and a directions button. */
export function StoreLocationSection({ store }: { store: StoreSummary }) {
  return (
    <section aria-labelledby="store-location-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="store-location-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Location
      </h2>
      <address className="mt-4 leading-relaxed text-stone-700 not-italic">
        <span className="block font-semibold text-stone-900">{store.businessName}</span>
        <span className="block">{store.address}</span>
        <span className="block">
          {store.city}, {store.stateAbbreviation} {store.zipCode}
        </span>
      </address>
      <DirectionsLink store={store} variant="secondary" className="mt-5 w-full" />
    </section>
  );
}
