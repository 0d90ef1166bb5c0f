import { PRODUCT_FLAGS, QUALITY_FLAGS, type StoreSummary } from '@contracts/api.contract';
import { PRODUCT_LABELS, QUALITY_LABELS } from '@contracts/store-features';
import { ListIcon } from '@/components/ui/list-icon';

/** 'Store Features': the qualities and the kinds of products the store has, in the spec's order. */
export function StoreFeaturesSection({ store }: { store: StoreSummary }) {
  const qualities = QUALITY_FLAGS.filter((flag) => store[flag]).map((flag) => QUALITY_LABELS[flag]);
  const products = PRODUCT_FLAGS.filter((flag) => store[flag]).map((flag) => PRODUCT_LABELS[flag]);
  return (
    <section aria-labelledby="store-features-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="store-features-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Store Features
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <FeatureGroup
          id="store-qualities-heading"
          title="Store Qualities"
          items={qualities}
          empty="No store qualities listed yet."
          tone="bg-emerald-50 text-emerald-800"
        />
        <FeatureGroup
          id="available-products-heading"
          title="Available Products"
          items={products}
          empty="No product categories listed yet."
          tone="bg-orange-50 text-orange-800"
        />
      </div>
    </section>
  );
}

function FeatureGroup({ id, title, items, empty, tone }: { id: string; title: string; items: string[]; empty: string; tone: string }) {
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        {title}
      </h3>
      {items.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2.5 text-stone-800">
              <span className={`inline-flex size-6 items-center justify-center rounded-full ${tone}`}>
                <ListIcon name="check" className="size-3.5 shrink-0" />
              </span>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-600">{empty}</p>
      )}
    </div>
  );
}
